import { faceOf, signedAmount } from "~/modules/billing/document-face";
import { type DocumentSnapshot, reverseChargeLine } from "~/modules/billing/document-snapshot";
import { formatRate } from "~/modules/billing/tax";
import { formatINR } from "~/modules/money";
import { formatPlainDate } from "~/modules/time";
import { ColumnHeads } from "~/components/ui/column-heads";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { type EInvoicePrint, EInvoiceSection } from "./e-invoice-section";

function Amount({ label, paise, strong }: { label: string; paise: number; strong?: boolean }) {
  return (
    <>
      <dt className={strong ? "font-semibold" : undefined}>{label}</dt>
      <dd className={`text-right tabular-nums ${strong ? "font-semibold" : ""}`}>{formatINR(paise)}</dd>
    </>
  );
}

/**
 * The printable HTML view of an issued document: the same snapshot, the same particulars as its
 * PDF (issue 15 item 4). `qr` is the UPI QR code's modules, computed on the server.
 */
/** "A/c … · IFSC … · Bank": the parts the settings give. */
export function bankLine(bank: NonNullable<DocumentSnapshot["bank"]>): string {
  return [`A/c ${bank.accountNumber}`, bank.ifsc && `IFSC ${bank.ifsc}`, bank.bankName]
    .filter(Boolean)
    .join(" · ");
}

/** A QR code's dark modules as one SVG path (`modules`: size × size, '1' for dark). */
function QrCode({ size, modules }: { size: number; modules: string }) {
  let d = "";
  for (let i = 0; i < modules.length; i++) {
    if (modules[i] === "1") d += `M${(i % size) + 1} ${Math.floor(i / size) + 1}h1v1h-1z`;
  }
  return (
    <svg viewBox={`0 0 ${size + 2} ${size + 2}`} className="size-28" role="img" aria-label="UPI QR code">
      <rect width={size + 2} height={size + 2} fill="white" />
      <path d={d} fill="black" />
    </svg>
  );
}

export function DocumentView({
  doc,
  qr,
  eInvoice = null,
}: {
  doc: DocumentSnapshot;
  qr: { size: number; modules: string } | null;
  /** Issue 27 item 18: the IRP's IRN, Ack No, Ack Date and signed QR code, once recorded. */
  eInvoice?: EInvoicePrint | null;
}) {
  const face = faceOf(doc);
  return (
    <article
      aria-labelledby="document-title"
      className="mx-auto max-w-3xl space-y-5 bg-white p-5 text-sm shadow-sm ring-1 ring-black/10 sm:p-8 print:shadow-none print:ring-0"
    >
      <header className="flex flex-col gap-4 sm:flex-row sm:justify-between">
        <div>
          <p className="text-lg font-semibold">{doc.supplier.tradeName || doc.supplier.name}</p>
          {doc.supplier.tradeName ? <p>{doc.supplier.name}</p> : null}
          <p className="whitespace-pre-line">{doc.supplier.address}</p>
          <p className="font-semibold">GSTIN: {doc.supplier.gstin}</p>
          <p>
            State: {doc.supplier.stateName} ({doc.supplier.stateCode})
          </p>
        </div>
        <div className="sm:text-right">
          <h1 id="document-title" className="text-xl font-bold tracking-wide uppercase">
            {doc.title}
          </h1>
          <p className="font-semibold">No. {doc.number}</p>
          <p>Date: {formatPlainDate(doc.issuedOn)}</p>
          {doc.series !== "liquor-bill" ? (
            <p>
              Place of supply: {doc.placeOfSupply.stateName} ({doc.placeOfSupply.stateCode})
            </p>
          ) : null}
          {doc.validUntil ? <p>Valid until: {formatPlainDate(doc.validUntil)}</p> : null}
          {reverseChargeLine(doc.series) ? <p>{reverseChargeLine(doc.series)}</p> : null}
        </div>
      </header>

      {eInvoice ? <EInvoiceSection eInvoice={eInvoice} /> : null}

      <section
        aria-label="Recipient and event"
        className="grid gap-4 border-t border-gray-300 pt-4 sm:grid-cols-2"
      >
        <div>
          <h2 className="font-semibold text-gray-700">{face.recipientHeading}</h2>
          <p className="font-semibold">{doc.recipient.name}</p>
          {doc.recipient.address ? <p className="whitespace-pre-line">{doc.recipient.address}</p> : null}
          <p>
            State: {doc.recipient.stateName} ({doc.recipient.stateCode})
          </p>
          <p>{doc.recipient.gstin ? `GSTIN: ${doc.recipient.gstin}` : "Unregistered (no GSTIN)"}</p>
        </div>
        <div>
          <h2 className="font-semibold text-gray-700">Event</h2>
          <p className="font-semibold">{doc.event.name}</p>
          <p>
            {formatPlainDate(doc.event.date)}, {doc.event.time}
          </p>
          <p>{doc.event.guests} guests</p>
        </div>
      </section>

      {face.references.map((text) => (
        <p key={text} className={text.startsWith("Against") ? "font-semibold" : undefined}>
          {text}
        </p>
      ))}

      {face.taxTable ? (
        <ScrollRegion label="The supply" className="relative">
          <table className="w-full text-left">
            <caption className="sr-only">The supply</caption>
            <thead className="bg-gray-100">
              <tr>
                <ColumnHeads
                  labels={["Description", "SAC", "Qty", "Rate", "Taxable value"]}
                  className="p-2"
                  right={["Qty", "Rate", "Taxable value"]}
                />
              </tr>
            </thead>
            <tbody>
              {face.rows.map((row, i) => (
                <tr key={i} className="align-top">
                  <td className="p-2">{row.description}</td>
                  <td className="p-2">{row.sac}</td>
                  <td className="p-2 text-right tabular-nums">{row.quantity}</td>
                  <td className="p-2 text-right tabular-nums">{signedAmount(row.unitPrice)}</td>
                  <td className="p-2 text-right tabular-nums">{signedAmount(row.taxable)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      {!face.taxTable && doc.alcohol ? (
        <section aria-label="Alcohol" className="rounded-md bg-amber-50 p-3">
          <h2 className="font-semibold">{doc.alcohol.label}</h2>
          <p className="flex justify-between gap-4">
            <span>
              Alcohol at MRP {formatINR(doc.alcohol.mrp)} + {formatRate(doc.alcohol.chargeRate)} charges
            </span>
            <span className="font-semibold tabular-nums">{formatINR(doc.alcohol.total)}</span>
          </p>
        </section>
      ) : null}

      <dl className="ml-auto grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1">
        {face.totals.map((t) => (
          <Amount key={t.label} label={t.label} paise={t.amount} strong={t.strong} />
        ))}
      </dl>
      <p className="font-semibold">Amount in words: {doc.amountInWords}</p>

      {face.taxTable && doc.alcohol ? (
        <section aria-label="Alcohol" className="rounded-md bg-amber-50 p-3">
          <h2 className="font-semibold">{doc.alcohol.label}</h2>
          <p className="flex justify-between gap-4">
            <span>
              Alcohol at MRP {formatINR(doc.alcohol.mrp)} + {formatRate(doc.alcohol.chargeRate)} charges
            </span>
            <span className="font-semibold tabular-nums">{formatINR(doc.alcohol.total)}</span>
          </p>
        </section>
      ) : null}

      {doc.adjusted.length ? (
        <section aria-label="Advances adjusted">
          <h2 className="font-semibold">Advances adjusted (receipt vouchers)</h2>
          <ul>
            {doc.adjusted.map((a) => (
              <li key={a.number} className="flex justify-between gap-4">
                <span>
                  {a.number} dated {formatPlainDate(a.date)}
                </span>
                <span className="tabular-nums">− {formatINR(a.amount)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {face.settlement.length ? (
        <section aria-label="Payments and refunds">
          <h2 className="font-semibold">Payments and refunds</h2>
          <ul>
            {face.settlement.map((e, i) => (
              <li
                key={`${i}-${e.label}`}
                className={`flex justify-between gap-4 ${e.strong ? "font-semibold" : ""}`}
              >
                <span>{e.label}</span>
                <span className="tabular-nums">{signedAmount(e.amount)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {face.amountDue ? (
        <p className="flex justify-end gap-6 font-semibold">
          <span>{face.amountDue.label}</span>
          <span className="tabular-nums">{face.amountDue.text}</span>
        </p>
      ) : null}
      {face.alcoholDue ? <p className="text-right">{face.alcoholDue}</p> : null}

      {qr || doc.bank ? (
        <section aria-label="How to pay" className="flex flex-wrap items-start gap-6">
          {qr ? (
            <figure className="flex items-center gap-3">
              <QrCode size={qr.size} modules={qr.modules} />
              <figcaption className="font-semibold">Scan to pay by UPI</figcaption>
            </figure>
          ) : null}
          {doc.bank ? (
            <div>
              <h2 className="font-semibold">Bank transfer</h2>
              <p>{doc.bank.accountName}</p>
              <p>{bankLine(doc.bank)}</p>
            </div>
          ) : null}
        </section>
      ) : null}

      {doc.terms ? (
        <section aria-label="Terms">
          <h2 className="font-semibold">Terms</h2>
          <p className="whitespace-pre-line text-gray-700">{doc.terms}</p>
        </section>
      ) : null}

      <footer className="pt-8 text-right">
        <p className="font-semibold">For {doc.supplier.name}</p>
        <p className="mt-10">Authorised Signatory</p>
      </footer>
    </article>
  );
}
