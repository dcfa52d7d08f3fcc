import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import type { toast as sonnerToast } from "sonner";
import { REDIRECT_DELAY_MS } from "./timings";

// Sonner (≈ 10 KB gzipped) is loaded with the first toast, not with every staff page: most page
// views show none (issue 17 item 3, the dashboard's JavaScript). Toasts asked for before it is
// ready wait in `pending` and appear once its Toaster is mounted.
const SonnerToasts = lazy(() => import("./toast-sonner"));
type Show = (toast: typeof sonnerToast) => void;
let show: typeof sonnerToast | null = null;
const pending: Show[] = [];
let wanted = false;
const listeners = new Set<() => void>();

function request(fn: Show) {
  if (show) {
    fn(show);
    return;
  }
  pending.push(fn);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

function ready(toast: typeof sonnerToast) {
  show = toast;
  for (const fn of pending.splice(0)) fn(toast);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The one place toasts appear (spec 2.6 shared widgets): top right, closing by themselves after
 * 3 s (spec 9 Timings) and with a close button. Render it once per layout.
 */
export function Toaster() {
  const needed = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToasts onReady={ready} />
    </Suspense>
  );
}

/** Shows a toast in the layout's Toaster: info, success or error. */
export const notify = {
  info: (message: string) => request((toast) => toast.info(message)),
  success: (message: string) => request((toast) => toast.success(message)),
  error: (message: string) => request((toast) => toast.error(message)),
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
