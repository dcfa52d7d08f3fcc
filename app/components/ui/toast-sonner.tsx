import { type CSSProperties, useEffect } from "react";
import { Toaster as SonnerToaster, toast } from "sonner";
import { TOAST_DURATION_MS } from "./timings";

// Sonner's rich colours put green, red and blue text on a pale tint below the WCAG AA 4.5:1
// contrast; darker text on the same tint passes (its close button follows the text colour).
const contrast = {
  "--success-text": "#14532d",
  "--error-text": "#7f1d1d",
  "--info-text": "#1e3a8a",
} as CSSProperties;

/**
 * Issue 29 item 12: toasts never cover the page's header. They stand 12 px below the bottom of the
 * element marked `data-toast-below` (the header) while it is in view, and 12 px below the top of
 * the window once it has scrolled away (`--toast-top`, kept by `useToastTop`).
 */
const TOP = "calc(var(--toast-top, 0px) + 12px)";
const TOAST_BELOW = "data-toast-below";

function useToastTop() {
  useEffect(() => {
    const header = document.querySelector(`[${TOAST_BELOW}]`);
    if (!header) return;
    const root = document.documentElement;
    let frame = 0;
    const place = () => {
      frame = 0;
      root.style.setProperty("--toast-top", `${Math.max(0, header.getBoundingClientRect().bottom)}px`);
    };
    const soon = () => {
      frame ||= requestAnimationFrame(place);
    };
    place();
    window.addEventListener("scroll", soon, { passive: true });
    window.addEventListener("resize", soon);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", soon);
      window.removeEventListener("resize", soon);
      root.style.removeProperty("--toast-top");
    };
  }, []);
}

/** Sonner's Toaster, loaded with the first toast (see toast.tsx); `onReady` gets its `toast`. */
export default function SonnerToasts({ onReady }: { onReady: (show: typeof toast) => void }) {
  useEffect(() => onReady(toast), [onReady]);
  useToastTop();
  return (
    <SonnerToaster
      closeButton
      duration={TOAST_DURATION_MS}
      richColors
      position="top-right"
      offset={{ top: TOP, right: 24 }}
      mobileOffset={{ top: TOP, left: 16, right: 16 }}
      style={contrast}
      toastOptions={{ className: "wrap-anywhere" }}
    />
  );
}
