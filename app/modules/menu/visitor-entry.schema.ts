// zod/mini: the visitor form's page is a guest's, so this schema ships to the browser lightly.
import * as z from "zod/mini";
import { menuMessages } from "./menu.constants";

// The Content-Security-Policy forbids eval: skip Zod's JIT and its eval probe (a CSP report).
z.config({ jitless: true });

/** Missing or not text counts as empty. */
const text = z.catch(z.string(), "");
const guestsMessage = "Number of guests must be a whole number from 1 to 500.";

/**
 * The visitor form (spec 2.3, 5, issue 4), shared by the browser and the action: 'Please fill in
 * all fields.' when any is empty; then a name of at most 100 characters, a phone of 10 to 14
 * digits with an optional + (guests type it as they say it: spaces and hyphens are dropped) and
 * 1 to 500 guests.
 */
export const visitorEntrySchema = z.pipe(
  z
    .object({
      customerName: z.pipe(
        text,
        z.transform((v) => v.trim()),
      ),
      phoneNumber: z.pipe(
        text,
        z.transform((v) => v.replace(/[\s-]+/g, "")),
      ),
      numGuests: z.pipe(
        text,
        z.transform((v) => v.trim()),
      ),
    })
    .check(
      z.refine((v) => Boolean(v.customerName && v.phoneNumber && v.numGuests), menuMessages.fillAllFields),
    ),
  z.object({
    customerName: z.string().check(z.maxLength(100, "Your name must be at most 100 characters.")),
    phoneNumber: z
      .string()
      .check(
        z.regex(/^\+?\d{10,14}$/, "Please enter a valid phone number (10 to 14 digits, optional leading +)."),
      ),
    numGuests: z.pipe(
      z.pipe(z.string().check(z.regex(/^\d+$/, guestsMessage)), z.transform(Number)),
      z.number().check(z.int(), z.minimum(1, guestsMessage), z.maximum(500, guestsMessage)),
    ),
  }),
);
export type VisitorEntryInput = z.infer<typeof visitorEntrySchema>;
