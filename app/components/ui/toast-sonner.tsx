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

/** Sonner's Toaster, loaded with the first toast (see toast.tsx); `onReady` gets its `toast`. */
export default function SonnerToasts({ onReady }: { onReady: (show: typeof toast) => void }) {
  useEffect(() => onReady(toast), [onReady]);
  return (
    <SonnerToaster
      closeButton
      duration={TOAST_DURATION_MS}
      richColors
      position="top-right"
      style={contrast}
      toastOptions={{ className: "wrap-anywhere" }}
    />
  );
}
