import type { Db } from "~/db/client.server";
import type { Actor } from "~/modules/audit/audit.server";
import { getEnquiryPrefill } from "~/modules/contact/enquiries.server";
import { isValidDate } from "~/modules/time";
import { authorize, can } from "~/permissions";
import { messages } from "./messages";
import { idSchema, type ReservationFormInput } from "./reservations.schema";

export interface NewReservationPrefill {
  /** Form values as strings, laid over the form's defaults. */
  values: Partial<Record<keyof ReservationFormInput, string>>;
  /** The enquiry the reservation is made from, for a link back. */
  enquiry: { id: string; name: string } | null;
}

/**
 * Issue 16: the new-reservation form opened from an enquiry (`?enquiry=<id>`: the client's name,
 * e-mail, phone and message) or from the calendar (`?date=YYYY-MM-DD`). An enquiry is read only by
 * those who may read enquiries; for others, and for ids that match nothing, the form opens empty.
 */
export async function newReservationPrefill(
  db: Db,
  options: { actor: Actor; url: URL },
): Promise<NewReservationPrefill> {
  const { actor, url } = options;
  authorize(actor, "reservation.create", messages.noAddPermission);
  const values: NewReservationPrefill["values"] = {};
  let enquiry: NewReservationPrefill["enquiry"] = null;
  const enquiryId = url.searchParams.get("enquiry");
  if (enquiryId && idSchema.safeParse(enquiryId).success && can(actor.role, "enquiry.handle")) {
    const found = await getEnquiryPrefill(db, { id: enquiryId, actor });
    if (found) {
      Object.assign(values, found);
      enquiry = { id: found.enquiryId, name: found.clientName };
    }
  }
  const date = url.searchParams.get("date");
  if (date && isValidDate(date)) {
    values.eventDate = date;
  }
  return { values, enquiry };
}
