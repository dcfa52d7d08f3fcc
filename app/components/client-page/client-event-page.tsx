import type { ReactNode } from "react";
import { contactLook } from "~/components/site/contact-look";
import type { ClientInstalment, ClientPageView } from "~/modules/client-page/client-view.server";
import { clientPageTexts } from "~/modules/client-page/texts";

const stateLabels: Record<ClientInstalment["state"], string> = {
  paid: "Paid",
  "part-paid": "Part paid",
  due: "Due today",
  overdue: "Overdue",
  upcoming: "Upcoming",
};

const stateLook: Record<ClientInstalment["state"], string> = {
  paid: "bg-green-50 text-green-900 ring-green-300",
  "part-paid": "bg-amber-50 text-amber-900 ring-amber-300",
  due: "bg-amber-50 text-amber-900 ring-amber-300",
  overdue: "bg-red-50 text-red-800 ring-red-300",
  upcoming: "bg-gray-50 text-gray-800 ring-gray-300",
};

const linkButton =
  "inline-flex min-h-11 items-center justify-center rounded px-5 py-2.5 font-semibold focus:outline-none focus:ring-2 focus:ring-brand-500";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 border-t border-gray-200 pt-6">
      <h2 id={id} className="font-display text-2xl font-semibold text-garden-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="mt-4 grid grid-cols-[minmax(5.5rem,auto)_1fr] gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr] sm:gap-x-6">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-garden-800">{term}</dt>
          <dd className="wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Qr({ qr, label }: { qr: { size: number; d: string }; label: string }) {
  const side = qr.size + 4;
  return (
    <svg viewBox={`0 0 ${side} ${side}`} className="size-44 shrink-0" role="img" aria-label={label}>
      <rect width={side} height={side} fill="white" />
      <path d={qr.d} fill="black" />
    </svg>
  );
}

export interface AcceptResult {
  ok: boolean;
  message: string;
  name: string;
  /** Which form answered: the final details, or (absent) the quotation's acceptance. */
  form?: "final-details";
}

function FinalDetailsForm({ view, result }: { view: ClientPageView; result: AcceptResult | null }) {
  const d = view.finalDetails;
  const field = `mt-1 ${contactLook.input}`;
  return (
    <>
      {result ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={`mt-4 ${result.ok ? contactLook.success : contactLook.failure}`}
        >
          {result.message}
        </p>
      ) : null}
      {view.lock.locked ? (
        <>
          <p className={`mt-4 ${contactLook.failure}`} data-testid="final-details-locked">
            {view.lock.message}
          </p>
          <Rows
            rows={[
              ["Guaranteed guests", d ? String(d.guaranteedGuests) : "—"],
              ["Veg", d ? String(d.vegGuests) : "—"],
              ["Non-veg", d ? String(d.nonVegGuests) : "—"],
              ["Notes", d?.notes || "—"],
            ]}
          />
        </>
      ) : (
        <form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="final-details" />
          <p>You can change these until {view.lock.lockDate}.</p>
          <div className="grid gap-4 sm:grid-cols-3">
            <label className="block font-semibold">
              Guaranteed guests
              <input
                name="guaranteed"
                inputMode="numeric"
                required
                defaultValue={d?.guaranteedGuests ?? ""}
                className={field}
              />
            </label>
            <label className="block font-semibold">
              Veg guests
              <input name="veg" inputMode="numeric" defaultValue={d?.vegGuests ?? ""} className={field} />
            </label>
            <label className="block font-semibold">
              Non-veg guests
              <input
                name="nonVeg"
                inputMode="numeric"
                defaultValue={d?.nonVegGuests ?? ""}
                className={field}
              />
            </label>
          </div>
          <label className="block font-semibold">
            Notes for the hall
            <textarea
              name="notes"
              rows={3}
              maxLength={1000}
              defaultValue={d?.notes ?? ""}
              className={field}
            />
          </label>
          <button type="submit" className={contactLook.button}>
            Save final details
          </button>
        </form>
      )}
    </>
  );
}

function Quotation({
  view,
  token,
  result,
}: {
  view: ClientPageView;
  token: string;
  result: AcceptResult | null;
}) {
  const q = view.quotation;
  if (!q) return <p className="mt-3">The hall has not sent a quotation yet.</p>;
  return (
    <>
      <Rows
        rows={[
          ["Number", q.number],
          ["Issued", q.issuedOn],
          ["Total", q.total],
          ["Valid until", q.validUntil ?? "—"],
        ]}
      />
      <p className="mt-4">
        <a
          href={`/event/${token}/documents/${q.id}.pdf`}
          className={`${linkButton} border border-garden-800 text-garden-900 hover:bg-brand-50`}
        >
          Download quotation (PDF)
        </a>
      </p>
      {result ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={`mt-5 ${result.ok ? contactLook.success : contactLook.failure}`}
        >
          {result.message}
        </p>
      ) : null}
      {q.accepted ? (
        <p className={`mt-5 ${contactLook.success}`} data-testid="quotation-accepted">
          {clientPageTexts.accepted(q.accepted.name, q.accepted.at)}
        </p>
      ) : q.expired ? (
        <p className={`mt-5 ${contactLook.failure}`}>{clientPageTexts.expired}</p>
      ) : (
        <form method="post" className="mt-6 space-y-4 rounded-xl bg-brand-50 p-4 sm:p-5">
          <h3 className="text-lg font-semibold text-garden-900">Accept quotation</h3>
          <input type="hidden" name="documentId" value={q.id} />
          <div>
            <label htmlFor="accept-name" className="block font-semibold">
              Your full name
            </label>
            <input
              id="accept-name"
              name="name"
              required
              maxLength={120}
              autoComplete="name"
              defaultValue={result && !result.ok ? result.name : ""}
              className={`mt-1 ${contactLook.input}`}
            />
          </div>
          <label className="flex items-start gap-3">
            <input type="checkbox" name="accept" required className="mt-1 size-5 shrink-0" />
            <span>{clientPageTexts.acceptTickLabel}</span>
          </label>
          <button type="submit" className={contactLook.button}>
            Accept quotation
          </button>
        </form>
      )}
    </>
  );
}

function Instalment({
  i,
  qr,
  upiId,
}: {
  i: ClientInstalment;
  qr?: { size: number; d: string };
  upiId: string | null;
}) {
  return (
    <li className="rounded-xl p-4 ring-1 ring-black/10" data-testid="instalment">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-garden-900">
          {i.position}. {i.label}
        </h3>
        <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ring-1 ${stateLook[i.state]}`}>
          {stateLabels[i.state]}
        </span>
      </div>
      <Rows
        rows={[
          ["Due on", i.dueOn],
          ["Amount", i.amount],
          ["Paid", i.paid],
          ["To pay", i.left],
          [
            "Reference",
            <span key="ref" className="font-mono">
              {i.reference}
            </span>,
          ],
        ]}
      />
      {i.upiUri && qr ? (
        <div className="mt-4 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <Qr qr={qr} label={`UPI QR code for instalment ${i.position}, ${i.left}`} />
          <div>
            <a href={i.upiUri} className={`${linkButton} bg-garden-800 text-white hover:bg-garden-700`}>
              Pay with UPI
            </a>
            <p className="mt-2 text-sm text-gray-700">
              Scan the code with any UPI app, or tap the button on this phone. UPI ID: {upiId}
            </p>
          </div>
        </div>
      ) : null}
    </li>
  );
}

/**
 * Issue 30 item 2: the client's own page (server-rendered, no JavaScript): the event, the quotation
 * (view, download, accept), the payment schedule with a UPI QR per instalment, documents, contact.
 */
export function ClientEventPage({
  view,
  token,
  qrs,
  result,
}: {
  view: ClientPageView;
  token: string;
  qrs: Record<string, { size: number; d: string }>;
  result: AcceptResult | null;
}) {
  const e = view.event;
  return (
    <div className="bg-brand-50 px-4 py-10 sm:px-6">
      <article
        aria-labelledby="event-title"
        className="mx-auto max-w-3xl rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-8"
      >
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-800">{view.hall.name}</p>
        <h1 id="event-title" className="mt-2 font-display text-3xl font-semibold text-garden-900 sm:text-4xl">
          {e.name}
        </h1>
        <Rows
          rows={[
            ["Date", e.date],
            ["Time (IST)", e.time],
            ["Guests", String(e.guests)],
            ["Status", e.status],
          ]}
        />

        <Section id="quotation-title" title="Quotation">
          <Quotation view={view} token={token} result={result?.form ? null : result} />
        </Section>

        <Section id="final-details-title" title="Final details">
          <FinalDetailsForm view={view} result={result?.form ? result : null} />
        </Section>

        <Section id="schedule-title" title="Payment schedule">
          <Rows
            rows={[
              ["Total", view.totals.charged],
              ["Paid", view.totals.paid],
              ["Still to pay", view.totals.due],
            ]}
          />
          {view.schedule.length === 0 ? (
            <p className="mt-4">The hall will set your payment schedule once the booking is confirmed.</p>
          ) : (
            <ol className="mt-5 space-y-4">
              {view.schedule.map((i) => (
                <Instalment key={i.position} i={i} qr={qrs[String(i.position)]} upiId={view.upiId} />
              ))}
            </ol>
          )}
        </Section>

        <Section id="documents-title" title="Documents">
          <ul className="mt-4 space-y-2">
            {view.documents.map((d) => (
              <li key={d.id}>
                <a
                  href={`/event/${token}/documents/${d.id}.pdf`}
                  className="font-semibold text-garden-800 underline"
                >
                  {d.title} {d.number}
                </a>{" "}
                <span className="text-gray-700">
                  · {d.issuedOn} · {d.amount}
                </span>
              </li>
            ))}
            <li>
              <a href={`/event/${token}/statement.pdf`} className="font-semibold text-garden-800 underline">
                Statement of account
              </a>
            </li>
          </ul>
        </Section>

        <Section id="contact-title" title="Contact the hall">
          <Rows
            rows={[
              [
                "Phone",
                <a key="p" href={view.hall.phoneHref} className="font-semibold underline">
                  {view.hall.phone}
                </a>,
              ],
              [
                "Email",
                <a key="m" href={`mailto:${view.hall.email}`} className="font-semibold underline">
                  {view.hall.email}
                </a>,
              ],
              ["Address", view.hall.address],
            ]}
          />
        </Section>
      </article>
    </div>
  );
}
