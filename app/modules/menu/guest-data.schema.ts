import { z } from "zod";
import { guestDataMessages, guestNameKey, guestPhoneKey, RETENTION_DAYS } from "./guest-data";

z.config({ jitless: true });

/** The Guests' Data tab's forms, checked in the browser; the use cases check again. */
export const retentionSchema = z.object({
  retentionDays: z.coerce
    .number({ error: guestDataMessages.retentionBounds })
    .int(guestDataMessages.retentionBounds)
    .min(RETENTION_DAYS.min, guestDataMessages.retentionBounds)
    .max(RETENTION_DAYS.max, guestDataMessages.retentionBounds),
});

export const guestPhoneSchema = z.object({
  phone: z
    .string({ error: guestDataMessages.invalidPhone })
    .refine((v) => guestPhoneKey(v) !== null, guestDataMessages.invalidPhone),
});

/** Issue 29 item 9: a request names the guest's phone number and name. */
export const guestRequestSchema = guestPhoneSchema.extend({
  name: z
    .string({ error: guestDataMessages.nameRequired })
    .refine((v) => guestNameKey(v) !== null, guestDataMessages.nameRequired),
});
