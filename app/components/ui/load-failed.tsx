import { Link } from "react-router";
import { Button, buttonClass } from "./button";

/**
 * The spec's load failure card (2.4, 2.5 and 8): the message and a Try Again button that loads
 * the page again, in place (`onRetry`, e.g. the revalidator's revalidate; `busy` while it runs)
 * or as a whole new document (`retryHref`, for a failure that may have left the page unusable).
 * The card is an alert, so the failure is announced. `className` is for layout only; `retryLabel`
 * is for a guests' page in another language (issue 18).
 */
export function LoadFailed({
  message,
  onRetry,
  retryHref,
  busy = false,
  className,
  retryLabel = "Try Again",
}: {
  message: string;
  busy?: boolean;
  className?: string;
  retryLabel?: string;
} & ({ onRetry: () => void; retryHref?: never } | { retryHref: string; onRetry?: never })) {
  return (
    <div
      role="alert"
      className={`max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-black/5 ${className ?? ""}`}
    >
      <p className="mb-4 text-gray-800">{message}</p>
      {retryHref ? (
        <Link to={retryHref} reloadDocument className={buttonClass({ size: "lg" })}>
          {retryLabel}
        </Link>
      ) : (
        <Button size="lg" onClick={onRetry} busy={busy}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
