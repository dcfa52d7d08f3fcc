import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { notify } from "./toaster";
import { REDIRECT_DELAY_MS } from "./timings";

export { notify, Toaster } from "./toaster";

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
