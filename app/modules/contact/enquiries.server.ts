import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { enquiries, enquiryDeliveries } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import { enquiryInboxTexts } from "./enquiry-admin.schema";
import { enquiryContentColumns } from "./enquiry-columns.server";
import type { ForwardedEnquiry } from "./transports.server";

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
  deliveries: DeliveryStatus[];
}

const summaryColumns = {
  ...enquiryContentColumns,
  readAt: enquiries.readAt,
  handledAt: enquiries.handledAt,
  handledByEmail: enquiries.handledByEmail,
  captcha: enquiries.captcha,
};

type Row = ForwardedEnquiry & {
  readAt: Date | null;
  handledAt: Date | null;
  captcha: string;
};

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
  options: { id: string; actor: Actor; now?: Date },
): Promise<EnquiryDetail | null> {
  authorize(options.actor, "enquiry.view", enquiryInboxTexts.denied);
  return db.transaction(async (tx) => {
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
    }
    const deliveries = await tx
      .select({
        channel: enquiryDeliveries.channel,
        status: enquiryDeliveries.status,
        attempts: enquiryDeliveries.attempts,
        lastError: enquiryDeliveries.lastError,
        sentAt: enquiryDeliveries.sentAt,
        nextAttemptAt: enquiryDeliveries.nextAttemptAt,
      })
      .from(enquiryDeliveries)
      .where(eq(enquiryDeliveries.enquiryId, row.id))
      .orderBy(asc(enquiryDeliveries.channel));
    return {
      ...summary(row),
      message: row.message,
      handledAt: row.handledAt?.toISOString() ?? null,
      handledByEmail: row.handledByEmail,
      deliveries: deliveries.map((d) => ({
        ...d,
        sentAt: d.sentAt?.toISOString() ?? null,
        nextAttemptAt: d.nextAttemptAt.toISOString(),
      })),
    };
  });
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
