import type { Db } from "~/db/client.server";
import { customerEntries } from "~/db/schema";
import type { Venue, VisitorEntryInput } from "./menu.schema";

/** Spec 7.5: the visitor's name, phone and guests with a timestamp. Visitors are not staff: no audit row. */
export async function addCustomerEntry(
  db: Db,
  options: { venue: Venue; input: VisitorEntryInput; now?: Date },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(customerEntries)
    .values({
      venue: options.venue,
      customerName: options.input.customerName,
      phoneNumber: options.input.phoneNumber,
      numGuests: options.input.numGuests,
      timestamp: options.now ?? new Date(),
    })
    .returning({ id: customerEntries.id });
  return row!;
}
