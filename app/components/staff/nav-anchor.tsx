import { type RefObject, useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * Links repeated dozens of times on one screen (the calendar's days, the cards' View and Edit) are
 * plain anchors marked `data-nav`: React Router's <Link> resolves its path and builds its handlers
 * for each one on every server render, a tenth of the dashboard's CPU (issue 17 item 3). The staff
 * layout catches their clicks once and navigates in the app, as <Link> would;
 * `data-nav="keep-scroll"` keeps the scroll position (<Link preventScrollReset>). Without
 * JavaScript, or opened in a new tab, they are ordinary links.
 */
export function useNavAnchors(container: RefObject<HTMLElement | null>) {
  const navigate = useNavigate();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element).closest?.("a[data-nav]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute("download")) return;
      if (anchor.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(anchor.pathname + anchor.search + anchor.hash, {
        preventScrollReset: anchor.dataset.nav === "keep-scroll",
      });
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [container, navigate]);
}
