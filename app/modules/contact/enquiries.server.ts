import { and, asc, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { Tx } from "~/db/client.server";
import { enquiries, outboxMessages, reservations } from "~/db/schema";
import { DomainError } from "~/modules/errors";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import { type EnquiryStatus, enquiryInboxTexts, enquiryStatuses } from "./enquiry-admin.schema";
import { enquiryContentColumns } from "./enquiry-columns.server";
import { displayPhone } from "~/modules/phone/normalise";
import { ENQUIRY_FORWARD, type ForwardedEnquiry } from "./forwarding.server";

export interface EnquirySummary {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  preview: string;
  createdAt: string;
  read: boolean;
  handled: boolean;
  verified: boolean;
  status: EnquiryStatus;
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
};

type Row = ForwardedEnquiry & {
  readAt: Date | null;
  handledAt: Date | null;
  captcha: string;
  status: string;
};

function statusOf(value: string): EnquiryStatus {
  return (enquiryStatuses as readonly string[]).includes(value) ? (value as EnquiryStatus) : "new";
}

function summary(row: Row): EnquirySummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    preview: row.message.length > 140 ? `${row.message.slice(0, 140)}…` : row.message,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    handled: row.handledAt !== null,
    verified: row.captcha === "verified",
    status: statusOf(row.status),
  };
}

/** The staff inbox: newest first. */
export async function listEnquiries(
  db: Db,
  options: { actor: Actor; limit?: number },
): Promise<EnquirySummary[]> {
  authorize(options.actor, "enquiry.view", enquiryInboxTexts.denied);
  const rows = await db
    .select(summaryColumns)
    .from(enquiries)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(options.limit ?? 200);
  return rows.map(summary);
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
    return {
      ...summary(row),
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

/** Issue 16: staff set where the sale stands. False when the enquiry does not exist. */
export async function setEnquiryStatus(
  db: Db,
  options: { id: string; actor: Actor; status: EnquiryStatus; events: EventBus; now?: Date },
): Promise<boolean> {
  authorize(options.actor, "enquiry.handle", enquiryInboxTexts.denied);
  const found = await db.transaction((tx) =>
    changeStatus(tx, { ...options, now: options.now ?? new Date() }),
  );
  if (found) await options.events.publish("enquiries", "status", options.id);
  return found;
}

async function changeStatus(
  tx: Tx,
  options: { id: string; actor: Actor; status: EnquiryStatus; now: Date; reservationId?: string },
): Promise<boolean> {
  const [before] = await tx
    .select({ status: enquiries.status })
    .from(enquiries)
    .where(eq(enquiries.id, options.id))
    .for("update");
  if (!before) return false;
  await tx
    .update(enquiries)
    .set({ status: options.status, statusChangedAt: options.now, statusChangedByEmail: options.actor.email })
    .where(eq(enquiries.id, options.id));
  await writeAudit(tx, {
    actor: options.actor,
    action: "enquiry.status",
    entity: "enquiry",
    entityId: options.id,
    before,
    after: { status: options.status, reservationId: options.reservationId },
  });
  return true;
}

/**
 * Issue 16: a reservation made from an enquiry converts it, in the reservation's own transaction
 * (both or neither). Only those who may handle enquiries can link one.
 */
export async function markEnquiryConverted(
  tx: Tx,
  options: { id: string; actor: Actor; reservationId: string; now: Date },
): Promise<void> {
  authorize(options.actor, "enquiry.handle", enquiryInboxTexts.denied);
  if (!(await changeStatus(tx, { ...options, status: "converted" }))) {
    throw new DomainError(404, enquiryInboxTexts.notFound);
  }
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
    notes: row.message,
  };
}
