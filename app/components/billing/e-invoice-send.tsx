import { Button } from "~/components/ui/button";
import { filingMessages as m } from "~/modules/billing/filing-messages";

/** A document's e-invoice state in its reservation's documents list (issue 27 item 18). */
export interface EInvoiceRowState {
  required: boolean;
  irn: string | null;
}

/** Rule 48(4)-(5): an e-invoice goes to the client only with its IRN. */
export const needsIrn = (state: EInvoiceRowState | null | undefined) =>
  Boolean(state?.required && !state.irn);

/** The status column's note: whether the IRP's IRN is recorded. */
export const irnNote = (state: EInvoiceRowState | null | undefined) =>
  state?.required ? (state.irn ? " · IRN recorded" : " · IRN pending") : "";

/**
 * 'Send to client' while the IRN is missing: shown disabled with the reason, and the way to the
 * document's screen where the e-invoice steps are.
 */
export function SendNeedsIrn({ documentId, number }: { documentId: string; number: string }) {
  const reason = `send-needs-irn-${documentId}`;
  return (
    <span className="ml-3 inline-flex flex-col items-start gap-1 align-middle">
      <Button type="button" size="sm" variant="secondary" disabled aria-describedby={reason}>
        Send to client<span className="sr-only"> {number}</span>
      </Button>
      <a
        id={reason}
        href={`/luxebooking/documents/${documentId}`}
        className="text-xs font-semibold text-amber-900 underline"
      >
        {m.sendBeforeIrnShort}
        <span className="sr-only">: {number} needs its IRN from the IRP before it is sent</span>
      </a>
    </span>
  );
}
