import { createHash } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { enquiries } from "~/db/schema";
import { writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import { rateLimitAddress } from "~/modules/http/client-address";
import type { EventBus } from "~/modules/live/events.server";
import { checkCaptcha, consumeCaptcha } from "./captcha.server";
import type { DeliveryChannel } from "./channels";
import { contactMessages, validateContact } from "./contact.schema";
import { queueForwarding } from "./forwarding.server";
import { storedPhone } from "~/modules/phone/normalise";
import { formatPlainDate, todayIST } from "~/modules/time";
import { hallEnquiryTexts, validateHallEnquiry } from "./hall-enquiry.schema";

export const RATE_LIMIT = 5;
export const RATE_WINDOW_MS = 60 * 60_000;

export interface SubmitEnquiryOptions {
  /** The posted fields (name, email, phone, subject, message), unvalidated. */
  input: unknown;
  /**
   * Issue 32 item 10: which form sent it: the spec's contact form (default) or the hall's on /luxe,
   * with its own fields and checks; both land in the same inbox with the same defences.
   */
  form?: "contact" | "luxe";
  /** The hidden field only robots fill in. */
  honeypot: string;
  /** The ALTCHA widget's payload; empty when the form was posted without JavaScript. */
  captchaPayload: string;
  senderIp: string;
  secret: string;
  channels: DeliveryChannel[];
  events: EventBus;
  now?: Date;
}

export type SubmitEnquiryResult = {
  status: 200 | 400 | 403 | 429;
  /** The form's reply (spec 7.1's shape); `fields` are the posting form's own names. */
  reply: { success: boolean; message: string; fields?: string[] };
  enquiryId?: string;
  /** Why nothing was stored although the reply says success (the honeypot). */
  dropped?: "honeypot";
};

type Validated =
  | {
      ok: true;
      /** What is forwarded and listed: the contact form's fields. */
      value: { name: string; email: string; phone: string; subject: string; message: string };
      /** The hall form's own columns. */
      row: Partial<typeof enquiries.$inferInsert>;
    }
  | { ok: false; message: string; fields: string[] };

/** Either form's checks; a hall enquiry's subject says what it is about, for the inbox and the e-mail. */
function validated(form: "contact" | "luxe", input: unknown, now: Date): Validated {
  if (form === "contact") {
    const check = validateContact(input);
    return check.ok ? { ok: true, value: check.value, row: { source: "contact" } } : check;
  }
  const check = validateHallEnquiry(input, todayIST(now));
  if (!check.ok) return check;
  const v = check.value;
  return {
    ok: true,
    value: {
      name: v.name,
      email: v.email,
      phone: v.phone,
      subject: `${v.eventType} on ${formatPlainDate(v.eventDate)}, ${v.guests} guests, ${v.timeOfDay.toLowerCase()}`,
      message: v.message,
    },
    row: {
      source: "luxe",
      eventType: v.eventType,
      eventDate: v.eventDate,
      guests: v.guests,
      timeOfDay: v.timeOfDay,
    },
  };
}

/** The hourly limit's key: the address's hash, an IPv6 address by its /64 (issue 28 item 9). */
export function senderKey(ip: string): string {
  return createHash("sha256")
    .update(`enquiry-sender:${rateLimitAddress(ip)}`)
    .digest("hex");
}

/**
 * Stores a contact enquiry before anything else, then queues it for forwarding (outbox).
 * Order: honeypot (robots get a silent success), the spec's validation, the proof of work,
 * then inside one transaction the hourly limit per address, the one-use captcha, the enquiry
 * and its deliveries. Enquiries sent without JavaScript carry no proof of work: they are
 * stored for the staff inbox but not forwarded.
 */
export async function submitEnquiry(db: Db, options: SubmitEnquiryOptions): Promise<SubmitEnquiryResult> {
  const now = options.now ?? new Date();
  if (options.honeypot.trim() !== "") {
    const message = options.form === "luxe" ? hallEnquiryTexts.success : contactMessages.success;
    return { status: 200, reply: { success: true, message }, dropped: "honeypot" };
  }
  const validation = validated(options.form ?? "contact", options.input, now);
  if (!validation.ok) {
    return { status: 400, reply: { success: false, message: validation.message, fields: validation.fields } };
  }
  const success = options.form === "luxe" ? hallEnquiryTexts.success : contactMessages.success;
  const payload = options.captchaPayload.trim();
  const captcha = payload ? await checkCaptcha(payload, { secret: options.secret }) : null;
  if (captcha && !captcha.ok) {
    return { status: 403, reply: { success: false, message: contactMessages.captchaFailed } };
  }
  const key = senderKey(options.senderIp);
  const verified = captcha?.ok === true;
  try {
    const id = await db.transaction(async (tx) => {
      // Serialise submissions from one address so concurrent posts cannot slip past the limit.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
      const [recent] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(enquiries)
        .where(
          and(
            eq(enquiries.senderKey, key),
            gt(enquiries.createdAt, new Date(now.getTime() - RATE_WINDOW_MS)),
          ),
        );
      if ((recent?.n ?? 0) >= RATE_LIMIT) throw new DomainError(429, contactMessages.rateLimited);
      if (captcha?.ok && !(await consumeCaptcha(tx, captcha, now))) {
        throw new DomainError(403, contactMessages.captchaFailed);
      }
      // Issue 32 item 2: stored in E.164 (+91 for a 10-digit number), so a search finds it however typed.
      const value = { ...validation.value, phone: storedPhone(validation.value.phone) };
      const [row] = await tx
        .insert(enquiries)
        .values({
          ...validation.row,
          ...value,
          senderKey: key,
          captcha: verified ? "verified" : "unverified",
          createdAt: now,
        })
        .returning({ id: enquiries.id });
      const channels = verified ? options.channels : [];
      await queueForwarding(tx, { ...value, id: row!.id, createdAt: now }, channels);
      await writeAudit(tx, {
        actor: null,
        action: "enquiry.create",
        entity: "enquiry",
        entityId: row!.id,
        after: { captcha: verified ? "verified" : "unverified", channels },
      });
      return row!.id;
    });
    // Not awaited: the visitor's success must neither wait for nor fail with the staff inbox's update.
    void options.events.publish("enquiries", "created", id);
    return { status: 200, reply: { success: true, message: success }, enquiryId: id };
  } catch (error) {
    // Thrown inside the transaction so it rolls back; answered in the form service's reply shape (7.1).
    if (error instanceof DomainError && (error.status === 403 || error.status === 429)) {
      return { status: error.status, reply: { success: false, message: error.message } };
    }
    throw error;
  }
}
