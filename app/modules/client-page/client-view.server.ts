import { createHash } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { billingDocuments, quotationAcceptances, reservations } from "~/db/schema";
import { writeAudit } from "~/modules/audit/audit.server";
import { renderIssuedPdf } from "~/modules/billing/document-pdf.server";
import type { DocumentSeries, DocumentSnapshot } from "~/modules/billing/document-snapshot";
import { readBillingSettings } from "~/modules/billing/settings.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { formatINR, type Paise, toPaise } from "~/modules/money";
import { statusLabels, type ReservationStatus } from "~/modules/reservations/statuses";
import { venue } from "~/modules/site-content/venue";
import { formatDateTime, formatLongDate, formatTimeRange, todayIST } from "~/modules/time";
import { finalDetailsLock, readFinalDetails } from "./final-details.server";
import { resolveClientToken } from "./links.server";
import { allocatePaid, type InstalmentState } from "./schedule";
import { scheduleOf } from "./schedule.server";
import { clientPageTexts as t } from "./texts";
import { instalmentUpiUri } from "./upi";

/** The documents a client downloads from their page (issue 30 item 2); quotations are shown apart. */
const clientSeries: DocumentSeries[] = [
  "receipt",
  "invoice",
  "credit-note",
  "debit-note",
  "refund",
  "liquor-bill",
];

export interface ClientInstalment {
  position: number;
  label: string;
  amount: string;
  dueOn: string;
  paid: string;
  left: string;
  leftPaise: Paise;
  state: InstalmentState;
  reference: string;
  upiUri: string | null;
}

export interface ClientQuotation {
  id: string;
  number: string;
  issuedOn: string;
  total: string;
  validUntil: string | null;
  expired: boolean;
  accepted: { name: string; at: string } | null;
}

export interface ClientPageView {
  hall: { name: string; phone: string; phoneHref: string; email: string; address: string };
  event: { name: string; date: string; time: string; guests: number; status: string };
  quotation: ClientQuotation | null;
  schedule: ClientInstalment[];
  totals: { charged: string; paid: string; due: string };
  documents: { id: string; title: string; number: string; issuedOn: string; amount: string }[];
  upiId: string | null;
  finalDetails: {
    guaranteedGuests: number;
    vegGuests: number;
    nonVegGuests: number;
    notes: string;
    updatedAt: string;
  } | null;
  lock: { lockDate: string; locked: boolean; message: string };
}

/**
 * Everything /event/<token> shows, or null for the page's one 404. It names the event, the
 * hall and its contact, the quotation, the schedule and the client's documents: never staff
 * names, notes, the client's contact details or any other reservation.
 */
export async function clientPageView(
  db: Db,
  options: { token: string; now?: Date },
): Promise<{ reservationId: string; view: ClientPageView } | null> {
  const reservationId = await resolveClientToken(db, options);
  if (!reservationId) return null;
  const [r] = await db
    .select({
      eventName: reservations.eventName,
      eventDate: reservations.eventDate,
      start: reservations.eventStartTime,
      end: reservations.eventEndTime,
      guests: reservations.guestCount,
      status: reservations.status,
    })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  if (!r) return null;
  const today = todayIST(options.now);
  const [settings, schedule, docs, finalDetails, lock] = await Promise.all([
    readBillingSettings(db),
    scheduleOf(db, { reservationId, now: options.now }),
    db
      .select({
        id: billingDocuments.id,
        series: billingDocuments.series,
        number: billingDocuments.number,
        issuedOn: billingDocuments.issuedOn,
        amount: billingDocuments.amount,
        state: billingDocuments.state,
        snapshot: billingDocuments.snapshot,
      })
      .from(billingDocuments)
      .where(eq(billingDocuments.reservationId, reservationId))
      .orderBy(desc(billingDocuments.createdAt), desc(billingDocuments.serial)),
    readFinalDetails(db, reservationId),
    finalDetailsLock(db, { eventDate: r.eventDate, now: options.now }),
  ]);
  const current = docs.find((d) => d.series === "quotation" && d.state === null) ?? null;
  let quotation: ClientQuotation | null = null;
  if (current) {
    const snap = current.snapshot as DocumentSnapshot;
    const [acc] = await db
      .select({ name: quotationAcceptances.name, at: quotationAcceptances.acceptedAt })
      .from(quotationAcceptances)
      .where(eq(quotationAcceptances.documentId, current.id));
    quotation = {
      id: current.id,
      number: current.number,
      issuedOn: formatLongDate(current.issuedOn),
      total: formatINR(snap.total + (snap.alcohol?.total ?? 0)),
      validUntil: snap.validUntil ? formatLongDate(snap.validUntil) : null,
      expired: snap.validUntil !== null && snap.validUntil < today,
      accepted: acc ? { name: acc.name, at: formatDateTime(acc.at) } : null,
    };
  }
  const payee = settings ? settings.tradeName || settings.legalName : venue.name;
  const instalments = schedule?.instalments ?? [];
  const progress = allocatePaid(instalments, schedule?.balance.settled ?? 0, today);
  const view: ClientPageView = {
    hall: {
      name: `${venue.name} · ${venue.hallName} hall`,
      phone: venue.phone,
      phoneHref: venue.phoneHref,
      email: venue.email,
      address: `${venue.address.street}, ${venue.address.city}`,
    },
    event: {
      name: r.eventName,
      date: formatLongDate(r.eventDate),
      time: formatTimeRange(r.start, r.end),
      guests: r.guests,
      status: statusLabels[r.status as ReservationStatus] ?? r.status,
    },
    quotation,
    schedule: instalments.map((i, n) => ({
      position: i.position,
      label: i.label,
      amount: formatINR(i.amount),
      dueOn: formatLongDate(i.dueOn),
      paid: formatINR(progress[n]!.paid),
      left: formatINR(progress[n]!.left),
      leftPaise: progress[n]!.left,
      state: progress[n]!.state,
      reference: i.reference,
      upiUri:
        progress[n]!.left > 0 && settings
          ? instalmentUpiUri({
              upiId: settings.upiId,
              payeeName: payee,
              amount: progress[n]!.left,
              reference: i.reference,
              note: `${r.eventName} instalment ${i.position}`,
            })
          : null,
    })),
    totals: {
      charged: formatINR(schedule ? schedule.total : 0),
      paid: formatINR(schedule?.balance.settled ?? 0),
      due: formatINR(schedule?.balance.due ?? 0),
    },
    documents: docs
      .filter((d) => clientSeries.includes(d.series as DocumentSeries))
      .map((d) => ({
        id: d.id,
        title: (d.snapshot as DocumentSnapshot).title,
        number: d.number,
        issuedOn: formatLongDate(d.issuedOn),
        amount: formatINR(toPaise(d.amount)),
      })),
    upiId: settings?.upiId || null,
    finalDetails: finalDetails
      ? { ...finalDetails, updatedAt: formatDateTime(finalDetails.updatedAt) }
      : null,
    lock: { ...lock, lockDate: formatLongDate(lock.lockDate) },
  };
  return { reservationId, view };
}

/** A document of the token's own reservation as its PDF (the original), or null (404). */
export async function clientDocumentPdf(
  db: Db,
  options: { token: string; documentId: string; now?: Date },
): Promise<{ fileName: string; pdf: Buffer } | null> {
  const reservationId = await resolveClientToken(db, options);
  if (!reservationId || !/^[0-9a-f-]{36}$/i.test(options.documentId)) return null;
  const [row] = await db
    .select({ id: billingDocuments.id, snapshot: billingDocuments.snapshot, state: billingDocuments.state })
    .from(billingDocuments)
    .where(
      and(
        eq(billingDocuments.id, options.documentId),
        eq(billingDocuments.reservationId, reservationId),
        inArray(billingDocuments.series, [...clientSeries, "quotation"]),
      ),
    );
  if (!row) return null;
  const doc = { id: row.id, ...(row.snapshot as DocumentSnapshot) };
  const pdf = await renderIssuedPdf(db, doc, { copy: "original" });
  return { fileName: `${doc.number.replaceAll("/", "-")}.pdf`, pdf };
}

/**
 * 'Accept quotation' (issue 30 item 3): the client's typed full name and the ticked box; records
 * the name, time, address, browser and the SHA-256 of the quotation's PDF as it stood (kept with
 * the bytes), once per quotation. A superseded, declined or expired quotation is refused.
 */
export async function acceptQuotation(
  db: Db,
  options: {
    token: string;
    documentId: string;
    name: string;
    ticked: boolean;
    address: string;
    browser: string;
    events?: EventBus;
    now?: Date;
  },
): Promise<{ name: string; at: Date }> {
  const now = options.now ?? new Date();
  const reservationId = await resolveClientToken(db, { token: options.token, now });
  if (!reservationId) throw new DomainError(404, t.notFound);
  const name = options.name.replace(/\s+/g, " ").trim();
  if (!name) throw new DomainError(400, t.acceptName);
  if (name.length > 120) throw new DomainError(400, t.acceptNameLong);
  if (!options.ticked) throw new DomainError(400, t.acceptTick);
  const idOk = /^[0-9a-f-]{36}$/i.test(options.documentId);
  const result = await db.transaction(async (tx) => {
    const [doc] = idOk
      ? await tx
          .select({
            id: billingDocuments.id,
            number: billingDocuments.number,
            state: billingDocuments.state,
            snapshot: billingDocuments.snapshot,
          })
          .from(billingDocuments)
          .where(
            and(
              eq(billingDocuments.id, options.documentId),
              eq(billingDocuments.reservationId, reservationId),
              eq(billingDocuments.series, "quotation"),
            ),
          )
          .for("update")
      : [];
    if (!doc) throw new DomainError(404, t.noQuotation);
    if (doc.state === "superseded") throw new DomainError(409, t.superseded);
    if (doc.state === "declined") throw new DomainError(409, t.declined);
    const snap = doc.snapshot as DocumentSnapshot;
    if (snap.validUntil && snap.validUntil < todayIST(now)) throw new DomainError(409, t.expired);
    const [already] = await tx
      .select({ at: quotationAcceptances.acceptedAt })
      .from(quotationAcceptances)
      .where(eq(quotationAcceptances.documentId, doc.id));
    if (already) throw new DomainError(409, t.alreadyAccepted);
    // The quotation's PDF as the client downloads it (the original, unsigned bytes); kept with its hash.
    const { renderDocumentPdf } = await import("~/modules/billing/pdf.server");
    const pdf = await renderDocumentPdf(snap, { copy: "original" });
    const pdfSha256 = createHash("sha256").update(pdf).digest("hex");
    const browser = options.browser.slice(0, 500);
    await tx.insert(quotationAcceptances).values({
      documentId: doc.id,
      reservationId,
      name,
      acceptedAt: now,
      address: options.address,
      browser,
      pdfSha256,
      pdf,
    });
    await writeAudit(tx, {
      actor: null,
      action: "quotation.accept",
      entity: "billingDocument",
      entityId: doc.id,
      after: {
        reservationId,
        number: doc.number,
        acceptedBy: name,
        address: options.address,
        browser,
        pdfSha256,
      },
    });
    return { name, at: now };
  });
  void options.events?.publish("reservations", "quotation-accepted", reservationId);
  return result;
}

/** Staff's view of the acceptances of a reservation's quotations: 'Accepted by <name> on <date, time>'. */
export async function acceptancesOf(db: Db, reservationId: string) {
  const rows = await db
    .select({
      documentId: quotationAcceptances.documentId,
      name: quotationAcceptances.name,
      at: quotationAcceptances.acceptedAt,
      number: billingDocuments.number,
    })
    .from(quotationAcceptances)
    .innerJoin(billingDocuments, eq(billingDocuments.id, quotationAcceptances.documentId))
    .where(eq(quotationAcceptances.reservationId, reservationId))
    .orderBy(desc(quotationAcceptances.acceptedAt));
  return rows.map((r) => ({ number: r.number, text: t.accepted(r.name, formatDateTime(r.at)) }));
}

/** The statement of account of the token's own reservation as a PDF, or null (404). */
export async function clientStatementPdf(
  db: Db,
  options: { token: string; now?: Date },
): Promise<{ fileName: string; pdf: Buffer } | null> {
  const reservationId = await resolveClientToken(db, options);
  if (!reservationId) return null;
  const [reservation] = await db.select().from(reservations).where(eq(reservations.id, reservationId));
  if (!reservation) return null;
  const { buildStatement } = await import("~/modules/billing/statement.server");
  const { renderStatementPdf } = await import("~/modules/billing/statement-pdf.server");
  const pdf = await renderStatementPdf(await buildStatement(db, { reservation, now: options.now }));
  return { fileName: "statement-of-account.pdf", pdf };
}
