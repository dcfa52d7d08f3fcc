import type { AppContext } from "~/context.server";
import { getSessionSecret } from "~/modules/auth/secret.server";
import { kickOutbox } from "~/modules/outbox/outbox.server";
import { bookingWindow } from "./availability.server";
import { bookTable } from "./book-table.server";
import {
  AREAS,
  areaLabels,
  type BookingField,
  type BookingValues,
  bookingMessages,
  LAST_SLOT_BEFORE_CLOSE,
  slotTimes,
  timeLabel,
  toMinutes,
  fromMinutes,
} from "./booking-rules";
import { bookingPaths } from "./booking-view";
import { getRetentionDays } from "~/modules/menu/guest-data.server";
import { PUBLIC_VENUE } from "~/modules/menu/menu.constants";
import { getBookingSettings } from "./settings.server";

/** The /contact booking form's data (issue 31 item 1): the window, the areas and every slot time. */
export async function bookingFormData(db: AppContext["database"]["db"], now = new Date()) {
  const [settings, retentionDays] = await Promise.all([
    getBookingSettings(db),
    getRetentionDays(db, { venue: PUBLIC_VENUE }),
  ]);
  const window = bookingWindow(settings, now);
  const times = [
    ...new Set(
      AREAS.flatMap((a) =>
        settings.areas[a].bookable ? slotTimes(settings.areas[a], settings.slotMinutes) : [],
      ),
    ),
  ].sort();
  return {
    today: window.today,
    lastDay: window.lastDay,
    areas: AREAS.map((area) => {
      const a = settings.areas[area];
      const last = fromMinutes(Math.max(toMinutes(a.opens), toMinutes(a.closes) - LAST_SLOT_BEFORE_CLOSE));
      return {
        area,
        label: areaLabels[area],
        bookable: a.bookable,
        hours: `${timeLabel(a.opens)} to ${timeLabel(last)}`,
      };
    }),
    times: times.map((time) => ({ time, label: timeLabel(time) })),
    slotsUrl: "/contact/slots",
    retentionDays,
  };
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export type BookingPostResult =
  | { kind: "booked"; location: string }
  | {
      kind: "refused";
      status: number;
      answer: {
        message: string;
        fields: BookingField[];
        values: BookingValues;
        alternatives: { time: string; label: string }[];
      };
    };

/**
 * The booking form's post to /contact (with or without JavaScript): books, then sends the guest
 * to the confirmation page (a redirect, so a reload does not book twice); a refusal answers the
 * page with what was typed. An alternative time's button ('pick') replaces the chosen time.
 */
export async function handleBookingPost(
  app: Pick<AppContext, "database" | "env" | "events" | "logger" | "clientIp">,
  form: FormData,
): Promise<BookingPostResult> {
  const values: BookingValues = {
    date: field(form, "date"),
    time: field(form, "pick") || field(form, "time"),
    party: field(form, "party"),
    area: field(form, "area"),
    name: field(form, "name"),
    phone: field(form, "phone"),
    email: field(form, "email"),
    note: field(form, "note"),
  };
  try {
    const result = await bookTable(app.database.db, {
      values,
      honeypot: field(form, "website"),
      captchaPayload: field(form, "altcha"),
      senderIp: app.clientIp,
      secret: getSessionSecret(),
      events: app.events,
      mail: app.env.SMTP_URL ? { origin: app.env.PUBLIC_URL } : null,
    });
    if (result.ok) {
      app.logger.info({ bookingId: result.id }, "table booked");
      if (result.mailed) kickOutbox();
      // A fragment of its own: a redirect without one keeps the form's (#book-table).
      return { kind: "booked", location: `${bookingPaths.page(result.token)}#booking-title` };
    }
    if (result.dropped) app.logger.warn("table booking honeypot filled: dropped");
    if (result.status === 403 || result.status === 429)
      app.logger.warn({ status: result.status }, "table booking refused");
    return {
      kind: "refused",
      status: result.status,
      answer: {
        message: result.message,
        fields: result.fields ?? [],
        values,
        alternatives: (result.alternatives ?? []).map((time) => ({ time, label: timeLabel(time) })),
      },
    };
  } catch (error) {
    app.logger.error({ err: error }, "table booking failed");
    return {
      kind: "refused",
      status: 500,
      answer: { message: bookingMessages.failed, fields: [], values, alternatives: [] },
    };
  }
}
