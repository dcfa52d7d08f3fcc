import { and, eq } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { billingDocuments } from "~/db/schema";
import { fromPaise, toPaise } from "~/modules/money";
import type { DocumentSnapshot } from "./document-snapshot";
import { invoiceTax } from "./tax";

/**
 * The GST an edit of an invoiced reservation keeps. Issuing the invoice set the reservation's GST to
 * the invoice's (each half rounded on its own, docs/billing.md); spec 5's formula, which every save
 * recomputes, rounds the whole rate once and may differ by a paisa. While the edit leaves the
 * invoice's tax as it was (the same taxable value, rate or flat amount), the invoice's figures stay
 * the reservation's; otherwise (null) spec 5 decides and a credit note covers a fall.
 */
export async function invoicedTax(
  tx: Tx,
  reservationId: string,
  values: { totalEventAmountExcludingGST: string; gstType: string; gstValue: string },
): Promise<{ gstCalculatedAmount: string; totalAmountIncludingGST: string } | null> {
  const [invoice] = await tx
    .select({ snapshot: billingDocuments.snapshot })
    .from(billingDocuments)
    .where(and(eq(billingDocuments.reservationId, reservationId), eq(billingDocuments.series, "invoice")));
  if (!invoice) return null;
  const invoiced = invoice.snapshot as DocumentSnapshot;
  const tax = invoiceTax({
    taxable: toPaise(values.totalEventAmountExcludingGST),
    gstType: values.gstType === "amount" ? "amount" : "percentage",
    gstValue: toPaise(values.gstValue),
  });
  if (tax.taxable !== invoiced.taxable || tax.cgst !== invoiced.cgst || tax.sgst !== invoiced.sgst)
    return null;
  return {
    gstCalculatedAmount: fromPaise(tax.cgst + tax.sgst),
    totalAmountIncludingGST: fromPaise(tax.total),
  };
}
