import { useState } from "react";
import { Message } from "~/components/ui/message";

export type ActionResult = { ok: true; message: string } | { ok: false; error: string };

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
    <Message tone="success">{result.message}</Message>
  ) : (
    <Message tone="error">{result.error}</Message>
  );
}

/** A card's refused action, in small text under its buttons (its toast said so too). */
export function FailureMessage({ result }: { result: { ok: boolean; error?: string } | undefined }) {
  return result && !result.ok ? (
    <Message tone="error" size="sm" className="mt-3">
      {result.error}
    </Message>
  ) : null;
}
