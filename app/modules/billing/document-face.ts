import { formatINR, type Paise } from "~/modules/money";
import { formatPlainDate } from "~/modules/time";
import { amountDueText, type DocumentSnapshot } from "./document-snapshot";
import { taxPerRate } from "./itemised";
import { formatRate } from "./tax";

/**
 * What a document prints below its parties, as lines both the PDF and the HTML view draw (issue 27:
 * rates as the law writes them, the part outside GST, the invoice's settlement, a refund voucher's
 * receipt vouchers). Drawn from the snapshot only; older snapshots print what they printed.
 */
export interface Face {
  recipientHeading: string;
  /** Lines above the supply: the invoice or receipt vouchers referred to, the payment. */
  references: string[];
  /** The supply table is left out of a liquor bill (no SAC, no taxable value). */
  taxTable: boolean;
  /** The supply's rows: one per line of an itemised document (issue 32 item 6), else its one supply. */
  rows: { description: string; sac: string; quantity: number; unitPrice: Paise; taxable: Paise }[];
  totals: { label: string; amount: Paise; strong: boolean }[];
  /** The invoice's settlement: entries, then its sums (they add up: total − adjusted = due). */
  settlement: { label: string; amount: Paise; strong: boolean }[];
  amountDue: { label: string; text: string } | null;
  /** Alcohol still owed, billed apart (beside a tax document's amount due). */
  alcoholDue: string | null;
}

const signed = (amount: Paise) => (amount < 0 ? `− ${formatINR(-amount)}` : formatINR(amount));

export function faceOf(s: DocumentSnapshot): Face {
  const receipt = s.series === "receipt";
  const refund = s.series === "refund";
  const liquor = s.series === "liquor-bill";
  const references: string[] = [];
  if (s.refersTo)
    references.push(`Against tax invoice ${s.refersTo.number} dated ${formatPlainDate(s.refersTo.date)}`);
  if (refund && s.advances?.length) {
    const vouchers = [...new Map(s.advances.map((a) => [a.number, a.date])).entries()];
    references.push(
      `Against receipt voucher${vouchers.length > 1 ? "s" : ""} ${vouchers
        .map(([n, d]) => `${n} dated ${formatPlainDate(d)}`)
        .join(", ")}`,
    );
  }
  if (s.payment) {
    const ref = s.payment.reference ? `, ref. ${s.payment.reference}` : "";
    references.push(
      `${refund ? "Refund made" : "Payment received"} ${formatPlainDate(s.payment.date)} by ${s.payment.mode}${ref}`,
    );
  }
  const totals: Face["totals"] = [];
  if (!liquor) {
    totals.push({ label: "Taxable value", amount: s.taxable, strong: false });
    if (s.taxes?.length) {
      // Issue 32 item 6: the tax per rate; with more than one rate each names its taxable value.
      const rates = taxPerRate(s.taxes);
      for (const t of rates) {
        const on = rates.length > 1 ? ` on ${formatINR(t.taxable)}` : "";
        totals.push({ label: `CGST @ ${formatRate(t.rate / 2)}${on}`, amount: t.cgst, strong: false });
        totals.push({ label: `SGST @ ${formatRate(t.rate / 2)}${on}`, amount: t.sgst, strong: false });
      }
    } else {
      totals.push({ label: `CGST @ ${formatRate(s.rate / 2)}`, amount: s.cgst, strong: false });
      totals.push({ label: `SGST @ ${formatRate(s.rate / 2)}`, amount: s.sgst, strong: false });
    }
    if (s.outsideGst)
      totals.push({
        label: refund
          ? "Refunded outside GST (not a taxed advance)"
          : "Received outside GST (alcohol, deposit or beyond the event)",
        amount: s.outsideGst,
        strong: false,
      });
  }
  totals.push({
    label: receipt ? "Amount received" : refund ? "Amount refunded" : "Total",
    amount: s.total,
    strong: true,
  });
  const settlement: Face["settlement"] = [];
  if (s.settlement) {
    for (const e of s.settlement.entries)
      settlement.push({
        label: `${e.label} ${formatPlainDate(e.date)}${e.number ? ` (${e.number})` : ""}`,
        amount: e.amount,
        strong: false,
      });
    settlement.push({ label: "Received, less refunds", amount: s.settlement.received, strong: false });
    if (s.settlement.earlier)
      settlement.push({ label: "Taken by earlier documents", amount: -s.settlement.earlier, strong: false });
    settlement.push({ label: "Adjusted against this invoice", amount: -s.settlement.adjusted, strong: true });
    if (s.settlement.beyond)
      settlement.push({
        label: "Beyond this invoice (alcohol, or to be refunded)",
        amount: s.settlement.beyond,
        strong: false,
      });
  }
  return {
    recipientHeading: receipt ? "Received from" : refund ? "Refunded to" : "Bill to",
    references,
    taxTable: !liquor,
    rows: s.lines?.length
      ? s.lines.map((l) => ({
          description: l.description,
          sac: l.sac,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          taxable: l.taxable,
        }))
      : [
          {
            description: s.description,
            sac: s.sac,
            quantity: s.quantity,
            unitPrice: s.unitPrice,
            taxable: s.taxable,
          },
        ],
    totals,
    settlement,
    amountDue:
      s.amountDue !== null
        ? {
            label: "Amount due",
            text: amountDueText({ amountDue: s.amountDue, paidInFull: s.paidInFull }, formatINR),
          }
        : null,
    alcoholDue:
      s.alcoholDue && !liquor ? `Alcohol due (liquor bill, outside GST): ${formatINR(s.alcoholDue)}` : null,
  };
}

export { signed as signedAmount };
