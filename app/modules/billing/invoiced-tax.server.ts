import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { billingDocuments } from "~/db/schema";
import { fromPaise, toPaise } from "~/modules/money";
import type { DocumentSnapshot } from "./document-snapshot";
import { type InvoicedTax, keptInvoiceTax } from "./tax";

/** The reservation's tax invoice (one at most), or null before one is issued. */
export async function invoiceOf(db: Db | Tx, reservationId: string) {
  const [row] = await db
    .select()
    .from(billingDocuments)
    .where(and(eq(billingDocuments.reservationId, reservationId), eq(billingDocuments.series, "invoice")));
  return row ?? null;
}

/** The tax of the reservation's tax invoice, or null before one is issued. */
export async function readInvoicedTax(db: Db | Tx, reservationId: string): Promise<InvoicedTax | null> {
  const invoice = await invoiceOf(db, reservationId);
  if (!invoice) return null;
  const { taxable, cgst, sgst } = invoice.snapshot as DocumentSnapshot;
  return { taxable, cgst, sgst };
}

/**
 * The GST an edit of an invoiced reservation keeps. Issuing the invoice set the reservation's GST to
 * the invoice's (each half rounded on its own, docs/billing.md); spec 5's formula, which every save
 * recomputes, rounds the whole rate once and may differ by a paisa. While the edit leaves the
 * invoice's tax as it was (`keptInvoiceTax`), the invoice's figures stay the reservation's;
 * otherwise (null) spec 5 decides and a credit note covers a fall.
 */
export async function invoicedTax(
  tx: Tx,
  reservationId: string,
  values: { totalEventAmountExcludingGST: string; gstType: string; gstValue: string },
): Promise<{ gstCalculatedAmount: string; totalAmountIncludingGST: string } | null> {
  const tax = keptInvoiceTax(await readInvoicedTax(tx, reservationId), {
    taxable: toPaise(values.totalEventAmountExcludingGST),
    gstType: values.gstType === "amount" ? "amount" : "percentage",
    gstValue: toPaise(values.gstValue),
  });
  return tax
    ? { gstCalculatedAmount: fromPaise(tax.cgst + tax.sgst), totalAmountIncludingGST: fromPaise(tax.total) }
    : null;
}
