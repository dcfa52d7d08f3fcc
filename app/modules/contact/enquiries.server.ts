import { and, asc, desc, eq, gte, isNull, lte, ne, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { Tx } from "~/db/client.server";
import { enquiries, enquiryNotes, outboxMessages, reservations } from "~/db/schema";
import { displayPhone, phoneSearchDigits, telHref } from "~/modules/phone/normalise";
import { todayIST } from "~/modules/time";
import { DomainError } from "~/modules/errors";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import {
  type EnquiryStatus,
  enquiryInboxTexts,
  enquiryStatuses,
  type InboxFilter,
  type LostReason,
  lostReasons,
  UNANSWERED_AFTER_HOURS,
} from "./enquiry-admin.schema";
import { enquiryContentColumns } from "./enquiry-columns.server";
import { ENQUIRY_FORWARD, type ForwardedEnquiry } from "./forwarding.server";

export interface EnquirySummary {
  id: string;
  name: string;
  email: string;
  /** As staff read it ('+91 98807 11223'); `tel` dials it (issue 32 item 10: tap to call). */
  phone: string;
  tel: string;
  subject: string;
  preview: string;
  createdAt: string;
  read: boolean;
  handled: boolean;
  verified: boolean;
  status: EnquiryStatus;
  /** Issue 32 item 10: which form, the hall's fields, the follow-up and why it was lost. */
  source: string;
  eventType: string | null;
  eventDate: string | null;
  guests: number | null;
  timeOfDay: string | null;
  followUpOn: string | null;
  lostReason: LostReason | null;
  /** Still New 24 hours after it came. */
  unanswered: boolean;
}

export interface CallNote {
  id: string;
  body: string;
  byEmail: string;
  at: string;
}

export interface DeliveryStatus {
  channel: string;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  nextAttemptAt: string;
}

export interface EnquiryDetail extends EnquirySummary {
  message: string;
  handledAt: string | null;
  handledByEmail: string | null;
  statusChangedAt: string | null;
  statusChangedByEmail: string | null;
  /** The reservation made from it, while it exists. */
  reservation: { id: string; eventName: string } | null;
  deliveries: DeliveryStatus[];
  /** Issue 32 item 10: calls and conversations, newest first. */
  notes: CallNote[];
}

const summaryColumns = {
  ...enquiryContentColumns,
  readAt: enquiries.readAt,
  handledAt: enquiries.handledAt,
  handledByEmail: enquiries.handledByEmail,
  captcha: enquiries.captcha,
  status: enquiries.status,
  statusChangedAt: enquiries.statusChangedAt,
  statusChangedByEmail: enquiries.statusChangedByEmail,
  source: enquiries.source,
  eventType: enquiries.eventType,
  eventDate: enquiries.eventDate,
  guests: enquiries.guests,
  timeOfDay: enquiries.timeOfDay,
  followUpOn: enquiries.followUpOn,
  lostReason: enquiries.lostReason,
};

type Row = ForwardedEnquiry & {
  readAt: Date | null;
  handledAt: Date | null;
  captcha: string;
  status: string;
  source: string;
  eventType: string | null;
  eventDate: string | null;
  guests: number | null;
  timeOfDay: string | null;
  followUpOn: string | null;
  lostReason: string | null;
};

const UNANSWERED_MS = UNANSWERED_AFTER_HOURS * 3_600_000;

function statusOf(value: string): EnquiryStatus {
  return (enquiryStatuses as readonly string[]).includes(value) ? (value as EnquiryStatus) : "new";
}

function summary(row: Row, now: Date = new Date()): EnquirySummary {
  const status = statusOf(row.status);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: displayPhone(row.phone),
    tel: telHref(row.phone),
    source: row.source,
    eventType: row.eventType,
    eventDate: row.eventDate,
    guests: row.guests,
    timeOfDay: row.timeOfDay,
    followUpOn: row.followUpOn,
    lostReason: (lostReasons as readonly string[]).includes(row.lostReason ?? "")
      ? (row.lostReason as LostReason)
      : null,
    unanswered: status === "new" && now.getTime() - row.createdAt.getTime() >= UNANSWERED_MS,
    subject: row.subject,
    preview: row.message.length > 140 ? `${row.message.slice(0, 140)}…` : row.message,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    handled: row.handledAt !== null,
    verified: row.captcha === "verified",
    status,
  };
}

const open = notInArray(enquiries.status, ["won", "lost"]);

/** Follow-ups due: on or before today (IST), while the sale is still open. */
function dueCondition(now: Date): SQL {
  return and(open, lte(enquiries.followUpOn, todayIST(now)))!;
}

/** Still New 24 hours after it came. */
function unansweredCondition(now: Date): SQL {
  return and(eq(enquiries.status, "new"), lte(enquiries.createdAt, new Date(now.getTime() - UNANSWERED_MS)))!;
}

/** A LIKE pattern matching the text anywhere; % _ and \ in it are matched as themselves. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Issue 32 item 10: the search (name, e-mail, subject, message; a phone however written, by the
 * digits of its E.164 form) and the filters (status, source; follow-ups due, unanswered).
 */
function inboxConditions(filter: Partial<InboxFilter>, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = contains(filter.q.toLowerCase());
    const text = or(
      sql`lower(${enquiries.name}) like ${pattern}`,
      sql`lower(${enquiries.email}) like ${pattern}`,
      sql`lower(${enquiries.subject}) like ${pattern}`,
      sql`lower(${enquiries.message}) like ${pattern}`,
      sql`${enquiries.phone} like ${pattern}`,
    )!;
    const digits = phoneSearchDigits(filter.q);
    conditions.push(
      digits
        ? or(text, sql`regexp_replace(${enquiries.phone}, '[^0-9]', '', 'g') like ${contains(digits)}`)!
        : text,
    );
  }
  if (filter.status) conditions.push(eq(enquiries.status, filter.status));
  if (filter.source) conditions.push(eq(enquiries.source, filter.source));
  if (filter.show === "due") conditions.push(dueCondition(now));
  if (filter.show === "unanswered") conditions.push(unansweredCondition(now));
  return conditions.length ? and(...conditions) : undefined;
}

/** The staff inbox: newest first, searched and filtered (issue 32 item 10). */
export async function listEnquiries(
  db: Db,
  options: { actor: Actor; limit?: number; filter?: Partial<InboxFilter>; now?: Date },
): Promise<EnquirySummary[]> {
  authorize(options.actor, "enquiry.view", enquiryInboxTexts.denied);
  const now = options.now ?? new Date();
  const rows = await db
    .select(summaryColumns)
    .from(enquiries)
    .where(inboxConditions(options.filter ?? {}, now))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(options.limit ?? 200);
  return rows.map((row) => summary(row, now));
}

/** Issue 32 item 10: the inbox's 'due today' list (oldest follow-up first) and its counts. */
export async function inboxOverview(db: Db, options: { actor: Actor; now?: Date }) {
  authorize(options.actor, "enquiry.view", enquiryInboxTexts.denied);
  const now = options.now ?? new Date();
  const [due, [unanswered]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(enquiries)
      .where(dueCondition(now))
      .orderBy(asc(enquiries.followUpOn), asc(enquiries.createdAt))
      .limit(50),
    db.select({ n: sql<number>`count(*)::int` }).from(enquiries).where(unansweredCondition(now)),
  ]);
  return { due: due.map((row) => summary(row, now)), unanswered: unanswered?.n ?? 0 };
}

export async function countUnreadEnquiries(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enquiries)
    .where(isNull(enquiries.readAt));
  return row?.n ?? 0;
}

/** One enquiry with its forwarding status; opening it marks it read (audited once). */
export async function openEnquiry(
  db: Db,
  /** `events`: told once an unread enquiry is read (the top bar's unread count follows it). */
  options: { id: string; actor: Actor; now?: Date; events?: EventBus },
): Promise<EnquiryDetail | null> {
  authorize(options.actor, "enquiry.view", enquiryInboxTexts.denied);
  let markedRead = false;
  const detail = await db.transaction(async (tx) => {
    const [row] = await tx.select(summaryColumns).from(enquiries).where(eq(enquiries.id, options.id));
    if (!row) return null;
    if (!row.readAt) {
      const readAt = options.now ?? new Date();
      await tx
        .update(enquiries)
        .set({ readAt })
        .where(and(eq(enquiries.id, row.id), isNull(enquiries.readAt)));
      await writeAudit(tx, {
        actor: options.actor,
        action: "enquiry.read",
        entity: "enquiry",
        entityId: row.id,
      });
      row.readAt = readAt;
      markedRead = true;
    }
    const deliveries = await tx
      .select({
        channel: outboxMessages.channel,
        status: outboxMessages.status,
        attempts: outboxMessages.attempts,
        lastError: outboxMessages.lastError,
        sentAt: outboxMessages.sentAt,
        nextAttemptAt: outboxMessages.nextAttemptAt,
      })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, ENQUIRY_FORWARD), eq(outboxMessages.refId, row.id)))
      .orderBy(asc(outboxMessages.channel));
    const [reservation] = await tx
      .select({ id: reservations.id, eventName: reservations.eventName })
      .from(reservations)
      .where(and(eq(reservations.enquiryId, row.id), ne(reservations.status, "soft-deleted")))
      .orderBy(asc(reservations.createdAt))
      .limit(1);
    const notes = await tx
      .select({
        id: enquiryNotes.id,
        body: enquiryNotes.body,
        byEmail: enquiryNotes.byEmail,
        at: enquiryNotes.at,
      })
      .from(enquiryNotes)
      .where(eq(enquiryNotes.enquiryId, row.id))
      .orderBy(desc(enquiryNotes.at), desc(enquiryNotes.id));
    return {
      ...summary(row, options.now),
      notes: notes.map((n) => ({ ...n, at: n.at.toISOString() })),
      message: row.message,
      handledAt: row.handledAt?.toISOString() ?? null,
      handledByEmail: row.handledByEmail,
      statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
      statusChangedByEmail: row.statusChangedByEmail,
      reservation: reservation ?? null,
      deliveries: deliveries.map((d) => ({
        ...d,
        sentAt: d.sentAt?.toISOString() ?? null,
        nextAttemptAt: d.nextAttemptAt.toISOString(),
      })),
    };
  });
  if (markedRead) await options.events?.publish("enquiries", "read", options.id);
  return detail;
}

/** Marks an enquiry handled (or back to open), recording who and when. False when it does not exist. */
export async function setEnquiryHandled(
  db: Db,
  options: { id: string; actor: Actor; handled: boolean; events: EventBus; now?: Date },
): Promise<boolean> {
  authorize(options.actor, "enquiry.handle", enquiryInboxTexts.denied);
  const found = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ handledAt: enquiries.handledAt, handledByEmail: enquiries.handledByEmail })
      .from(enquiries)
      .where(eq(enquiries.id, options.id));
    if (!before) return false;
    const after = options.handled
      ? {
          handledAt: options.now ?? new Date(),
          handledById: options.actor.id,
          handledByEmail: options.actor.email,
        }
      : { handledAt: null, handledById: null, handledByEmail: null };
    await tx.update(enquiries).set(after).where(eq(enquiries.id, options.id));
    await writeAudit(tx, {
      actor: options.actor,
      action: options.handled ? "enquiry.handled" : "enquiry.reopened",
      entity: "enquiry",
      entityId: options.id,
      before,
      after: { handledAt: after.handledAt, handledByEmail: after.handledByEmail },
    });
    return true;
  });
  // Not awaited, as before the move here: the answer does not wait for other screens' updates.
  if (found) void options.events.publish("enquiries", options.handled ? "handled" : "reopened", options.id);
  return found;
}

/**
 * Issue 16, issue 32 item 10: staff set where the sale stands; Lost needs a reason (one of the
 * staff's reasons). False when the enquiry does not exist.
 */
export async function setEnquiryStatus(
  db: Db,
  options: {
    id: string;
    actor: Actor;
    status: EnquiryStatus;
    lostReason?: LostReason | null;
    events: EventBus;
    now?: Date;
  },
): Promise<boolean> {
  authorize(options.actor, "enquiry.handle", enquiryInboxTexts.denied);
  if (options.status === "lost" && !options.lostReason) {
    throw new DomainError(400, "Please choose why it was lost.", "lostReason");
  }
  const found = await db.transaction((tx) =>
    changeStatus(tx, {
      ...options,
      lostReason: options.status === "lost" ? (options.lostReason ?? null) : null,
      now: options.now ?? new Date(),
    }),
  );
  if (found) await options.events.publish("enquiries", "status", options.id);
  return found;
}

async function changeStatus(
  tx: Tx,
  options: {
    id: string;
    actor: Actor | null;
    status: EnquiryStatus;
    lostReason: LostReason | null;
    now: Date;
    reservationId?: string;
  },
): Promise<boolean> {
  const [before] = await tx
    .select({ status: enquiries.status, lostReason: enquiries.lostReason })
    .from(enquiries)
    .where(eq(enquiries.id, options.id))
    .for("update");
  if (!before) return false;
  await tx
    .update(enquiries)
    .set({
      status: options.status,
      lostReason: options.lostReason,
      statusChangedAt: options.now,
      statusChangedByEmail: options.actor?.email ?? null,
    })
    .where(eq(enquiries.id, options.id));
  await writeAudit(tx, {
    actor: options.actor,
    action: "enquiry.status",
    entity: "enquiry",
    entityId: options.id,
    before,
    after: { status: options.status, lostReason: options.lostReason, reservationId: options.reservationId },
  });
  return true;
}

/** Where a reservation's status puts the enquiry it was made from (issue 32 item 10). */
export type ReservationOutcome = "pending" | "confirmed" | "completed" | LostReason;

function outcomeStatus(outcome: ReservationOutcome): {
  status: EnquiryStatus;
  lostReason: LostReason | null;
} {
  if (outcome === "pending") return { status: "quoted", lostReason: null };
  if (outcome === "confirmed" || outcome === "completed") return { status: "won", lostReason: null };
  return { status: "lost", lostReason: outcome };
}

/**
 * Issue 16: a reservation made from an enquiry links it, in the reservation's own transaction (both
 * or neither). Only those who may handle enquiries can link one. Issue 32 item 10: the enquiry then
 * follows the reservation: Quoted while it is a pending hold, Won once confirmed.
 */
export async function markEnquiryConverted(
  tx: Tx,
  options: { id: string; actor: Actor; reservationId: string; reservationStatus: string; now: Date },
): Promise<void> {
  authorize(options.actor, "enquiry.handle", enquiryInboxTexts.denied);
  const outcome: ReservationOutcome =
    options.reservationStatus === "pending"
      ? "pending"
      : options.reservationStatus === "cancelled"
        ? "booking-cancelled"
        : "confirmed";
  if (!(await changeStatus(tx, { ...options, ...outcomeStatus(outcome) }))) {
    throw new DomainError(404, enquiryInboxTexts.notFound);
  }
}

/**
 * Issue 32 item 10: a converted enquiry follows its reservation, in the reservation's transaction:
 * Won when it is confirmed (or completed), Quoted while pending, Lost when it is cancelled or its
 * hold runs out or is released (the reason says which). Nothing when the reservation came from no
 * enquiry, or the enquiry already says so. Returns the enquiry changed, for the live event.
 */
export async function followReservation(
  tx: Tx,
  options: { reservationId: string; outcome: ReservationOutcome; actor: Actor | null; now: Date },
): Promise<string | null> {
  const [link] = await tx
    .select({ enquiryId: reservations.enquiryId })
    .from(reservations)
    .where(eq(reservations.id, options.reservationId));
  if (!link?.enquiryId) return null;
  const target = outcomeStatus(options.outcome);
  const [current] = await tx
    .select({ status: enquiries.status, lostReason: enquiries.lostReason })
    .from(enquiries)
    .where(eq(enquiries.id, link.enquiryId));
  if (!current || (current.status === target.status && current.lostReason === target.lostReason)) return null;
  await changeStatus(tx, {
    id: link.enquiryId,
    actor: options.actor,
    ...target,
    now: options.now,
    reservationId: options.reservationId,
  });
  return link.enquiryId;
}

/** Issue 32 item 10: when to follow the enquiry up (an IST date), or none. */
export async function setFollowUp(
  db: Db,
  options: { id: string; actor: Actor; followUpOn: string | null; events: EventBus },
): Promise<boolean> {
  authorize(options.actor, "enquiry.handle", enquiryInboxTexts.denied);
  const found = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ followUpOn: enquiries.followUpOn })
      .from(enquiries)
      .where(eq(enquiries.id, options.id))
      .for("update");
    if (!before) return false;
    await tx.update(enquiries).set({ followUpOn: options.followUpOn }).where(eq(enquiries.id, options.id));
    await writeAudit(tx, {
      actor: options.actor,
      action: "enquiry.follow-up",
      entity: "enquiry",
      entityId: options.id,
      before,
      after: { followUpOn: options.followUpOn },
    });
    return true;
  });
  if (found) await options.events.publish("enquiries", "follow-up", options.id);
  return found;
}

/**
 * Issue 32 item 10: a call note (what was said, who, when). A New enquiry someone has spoken to is
 * Contacted: the note moves it there, so it is no longer 'unanswered'.
 */
export async function addCallNote(
  db: Db,
  options: { id: string; actor: Actor; body: string; events: EventBus; now?: Date },
): Promise<boolean> {
  authorize(options.actor, "enquiry.handle", enquiryInboxTexts.denied);
  const now = options.now ?? new Date();
  const found = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: enquiries.status })
      .from(enquiries)
      .where(eq(enquiries.id, options.id))
      .for("update");
    if (!row) return false;
    const [note] = await tx
      .insert(enquiryNotes)
      .values({ enquiryId: options.id, body: options.body, byEmail: options.actor.email, at: now })
      .returning({ id: enquiryNotes.id });
    await writeAudit(tx, {
      actor: options.actor,
      action: "enquiry.note",
      entity: "enquiry",
      entityId: options.id,
      after: { noteId: note!.id, note: options.body },
    });
    if (row.status === "new") {
      await changeStatus(tx, {
        id: options.id,
        actor: options.actor,
        status: "contacted",
        lostReason: null,
        now,
      });
    }
    return true;
  });
  if (found) await options.events.publish("enquiries", "note", options.id);
  return found;
}

export interface EnquiryReport {
  from: string | null;
  to: string | null;
  bySource: { source: string; total: number; won: number; lost: number; open: number }[];
  lostReasons: { reason: LostReason | null; count: number }[];
}

/**
 * Issue 32 item 10: the small report: enquiries by source (how many, won, lost, still open) and
 * why the lost ones were lost (an unknown reason, from before reasons were asked, counts apart),
 * for the enquiries that came in the range (IST days).
 */
export async function enquiryReport(
  db: Db,
  options: { actor: Actor; from?: string | null; to?: string | null },
): Promise<EnquiryReport> {
  authorize(options.actor, "enquiry.view", enquiryInboxTexts.denied);
  const day = sql`(${enquiries.createdAt} at time zone 'Asia/Kolkata')::date`;
  const range = and(
    options.from ? gte(day, sql`${options.from}::date`) : undefined,
    options.to ? lte(day, sql`${options.to}::date`) : undefined,
  );
  const [bySource, reasons] = await Promise.all([
    db
      .select({
        source: enquiries.source,
        total: sql<number>`count(*)::int`,
        won: sql<number>`(count(*) filter (where ${enquiries.status} = 'won'))::int`,
        lost: sql<number>`(count(*) filter (where ${enquiries.status} = 'lost'))::int`,
      })
      .from(enquiries)
      .where(range)
      .groupBy(enquiries.source)
      .orderBy(asc(enquiries.source)),
    db
      .select({ reason: enquiries.lostReason, count: sql<number>`count(*)::int` })
      .from(enquiries)
      .where(and(range, eq(enquiries.status, "lost")))
      .groupBy(enquiries.lostReason)
      .orderBy(desc(sql`count(*)`), asc(enquiries.lostReason)),
  ]);
  return {
    from: options.from ?? null,
    to: options.to ?? null,
    bySource: bySource.map((r) => ({ ...r, open: r.total - r.won - r.lost })),
    lostReasons: reasons.map((r) => ({
      reason: (lostReasons as readonly string[]).includes(r.reason ?? "") ? (r.reason as LostReason) : null,
      count: r.count,
    })),
  };
}

export interface EnquiryPrefill {
  enquiryId: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  notes: string;
}

/** The new-reservation form's values from an enquiry; null when it does not exist. */
export async function getEnquiryPrefill(
  db: Db,
  options: { id: string; actor: Actor },
): Promise<EnquiryPrefill | null> {
  authorize(options.actor, "enquiry.view", enquiryInboxTexts.denied);
  const [row] = await db
    .select({
      name: enquiries.name,
      email: enquiries.email,
      phone: enquiries.phone,
      message: enquiries.message,
    })
    .from(enquiries)
    .where(eq(enquiries.id, options.id));
  if (!row) return null;
  return {
    enquiryId: options.id,
    clientName: row.name,
    clientEmail: row.email,
    clientPhone: displayPhone(row.phone),
    // Issue 32 item 10: a hall enquiry's own fields say what it is about.
    notes: row.message,
  };
}
