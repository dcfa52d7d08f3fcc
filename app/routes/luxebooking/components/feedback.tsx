import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { REDIRECT_DELAY_MS } from "~/components/ui/timings";

/**
 * Toasts in the layout's Toaster. Its rich colours put red/green text on a pale tint below the
 * WCAG AA 4.5:1 contrast; darker text keeps the tint and passes.
 */
export const notify = {
  success: (message: string) => toast.success(message, { style: { color: "#14532d" } }),
  error: (message: string) => toast.error(message, { style: { color: "#7f1d1d" } }),
};

export type ActionResult = { ok: true; message: string } | { ok: false; error: string };

/**
 * Spec 4 "After success" and 2.6 toasts: a result shows as a toast (3 s, close button, from the
 * layout's Toaster) and, when `redirectTo` is given, success moves on after 1.5 s.
 */
export function useActionFeedback(result: ActionResult | undefined, redirectTo?: string) {
  const navigate = useNavigate();
  const shown = useRef<ActionResult | undefined>(undefined);
  // The redirect survives re-renders and live revalidations; only leaving the page cancels it.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    if (result.ok) notify.success(result.message);
    else notify.error(result.error);
    if (result.ok && redirectTo) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(redirectTo), REDIRECT_DELAY_MS);
    }
  }, [result, redirectTo, navigate]);
}

/**
 * A success kept until the page is left. React Router clears actionData on the next revalidation,
 * and a live update (our own save's event included) revalidates within the 1.5 s before the
 * redirect: the page would forget it was saved, show the form as editable again and check it anew.
 */
export function useKeptSuccess<T extends { ok: true }>(result: T | undefined): T | undefined {
  const [kept, setKept] = useState(result);
  if (result && result !== kept) setKept(result);
  return result ?? kept;
}

/** The same result in the page, for screen readers and for people who missed the toast. */
export function ResultMessage({ result }: { result: ActionResult | undefined }) {
  if (!result) return null;
  return result.ok ? (
    <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-green-900">
      {result.message}
    </p>
  ) : (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
      {result.error}
    </p>
  );
}
