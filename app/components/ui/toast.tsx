import { type CSSProperties, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { Toaster as SonnerToaster, toast } from "sonner";
import { REDIRECT_DELAY_MS, TOAST_DURATION_MS } from "./timings";

// Sonner's rich colours put green, red and blue text on a pale tint below the WCAG AA 4.5:1
// contrast; darker text on the same tint passes (its close button follows the text colour).
const contrast = {
  "--success-text": "#14532d",
  "--error-text": "#7f1d1d",
  "--info-text": "#1e3a8a",
} as CSSProperties;

/**
 * The one place toasts appear (spec 2.6 shared widgets): top right, closing by themselves after
 * 3 s (spec 9 Timings) and with a close button. Render it once per layout.
 */
export function Toaster() {
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

/** Shows a toast in the layout's Toaster: info, success or error. */
export const notify = {
  info: (message: string) => toast.info(message),
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
};

/** What an action answers, as far as a toast is concerned: a success message or an error. */
export type ToastResult = { ok: true; message: string } | { ok: false; error: string };

/**
 * Every action's result ends in a toast (no silent failures): a success or the server's message,
 * once per result. On success `onSuccess` runs and, with `redirectTo`, the page moves on after
 * 1.5 s (spec 4 "After success"). The redirect survives re-renders and live revalidations; only
 * leaving the page cancels it.
 */
export function useResultToast<Result extends ToastResult>(
  result: Result | undefined,
  options: { redirectTo?: string; onSuccess?: (result: Extract<Result, { ok: true }>) => void } = {},
) {
  const { redirectTo } = options;
  const navigate = useNavigate();
  const shown = useRef<Result | undefined>(undefined);
  const onSuccess = useRef(options.onSuccess);
  onSuccess.current = options.onSuccess;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    if (!result.ok) {
      notify.error(result.error);
      return;
    }
    notify.success(result.message);
    onSuccess.current?.(result as Extract<Result, { ok: true }>);
    if (redirectTo) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(redirectTo), REDIRECT_DELAY_MS);
    }
  }, [result, redirectTo, navigate]);
}
