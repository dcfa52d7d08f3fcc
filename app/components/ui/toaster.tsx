import { lazy, Suspense, useSyncExternalStore } from "react";
import type { toast as sonnerToast } from "sonner";

// The Toaster and `notify`, apart from useResultToast (toast.tsx re-exports them) so the staff
// frame loads only these. Sonner (≈ 10 KB gzipped) is loaded with the first toast, not with every
// staff page: most page views show none (issue 17 item 3, the dashboard's JavaScript). Toasts
// asked for before it is ready wait in `pending` and appear once its Toaster is mounted.
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
