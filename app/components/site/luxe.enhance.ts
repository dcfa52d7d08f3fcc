// The Luxe page's script (pages served without React): spec 2.2's smooth scroll to the top on load,
// and again when a link to the page itself is followed ('Schedule a Tour', the header's Luxe), which
// then scrolls instead of loading the page again. A jump for visitors who prefer reduced motion.
const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
const toTop = () => window.scrollTo({ top: 0, behavior: reduceMotion ? "instant" : "smooth" });

// A reload puts the page back where it was, as late as the load event: scroll up once more then,
// unless the visitor has started scrolling by then.
let moved = false;
for (const type of ["wheel", "touchstart", "keydown"]) {
  window.addEventListener(type, () => (moved = true), { once: true, passive: true });
}
toTop();
if (document.readyState !== "complete") {
  window.addEventListener("load", () => moved || requestAnimationFrame(toTop), { once: true });
}

document.addEventListener("click", (event) => {
  const link = (event.target as Element).closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target) return;
  const url = new URL(link.href);
  if (url.origin !== location.origin || url.pathname !== location.pathname || url.hash) return;
  event.preventDefault();
  toTop();
});

// Issue 32 item 10: the hall enquiry form, enhanced as the contact form is (its checks, the spam
// check and the send in place). Its script comes when the form nears the screen or is used, so the
// page's first load stays small; its schema and the ALTCHA widget follow on first use.
const hallForm = document.querySelector<HTMLFormElement>("form[data-hall-enquiry-form]");
if (hallForm) {
  let loaded = false;
  const near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
    rootMargin: "400px",
  });
  const load = () => {
    if (loaded) return;
    loaded = true;
    near.disconnect();
    void import("./hall-enquiry-enhance").then((m) => m.enhanceHallEnquiryForm(hallForm));
  };
  hallForm.addEventListener("focusin", load, { once: true });
  near.observe(hallForm);
}
