// The small-screen navigation overlay on pages served without React (the home page): the same
// behaviour as the React overlay (menu-overlay.tsx). Opens full screen from the menu icon,
// keeps focus inside while open, closes on Escape, on the close icon and on a link choice, and
// gives focus back to the icon. Loaded with the response's CSP nonce.
const trigger = document.querySelector("[data-menu-trigger]");
const overlay = document.getElementById("site-menu");

if (trigger && overlay) {
  const focusable = () => [...overlay.querySelectorAll("a[href], button")];

  const onKey = (event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      const items = focusable();
      const first = items[0];
      const last = items[items.length - 1];
      const inside = overlay.contains(document.activeElement);
      if (!inside || (event.shiftKey && document.activeElement === first)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const open = () => {
    overlay.hidden = false;
    trigger.setAttribute("aria-expanded", "true");
    document.documentElement.style.overflow = "hidden";
    document.addEventListener("keydown", onKey);
    focusable()[0]?.focus();
  };

  function close(returnFocus) {
    overlay.hidden = true;
    trigger.setAttribute("aria-expanded", "false");
    document.documentElement.style.overflow = "";
    document.removeEventListener("keydown", onKey);
    if (returnFocus) trigger.focus();
  }

  trigger.addEventListener("click", (event) => {
    event.preventDefault();
    open();
  });
  overlay.querySelector("[data-menu-close]")?.addEventListener("click", () => close(true));
  for (const link of overlay.querySelectorAll("a[href]")) link.addEventListener("click", () => close(false));
  // A page restored from the back/forward cache shows the overlay closed.
  window.addEventListener("pageshow", () => close(false));
}
