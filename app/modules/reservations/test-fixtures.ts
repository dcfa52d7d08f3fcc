import type { Actor } from "~/modules/audit/audit.server";
import type { ReservationInput } from "./reservations.schema";

/** Shared by the integration tests: one actor per role and a valid form input. */
export const actors = {
  admin: { id: "00000000-0000-4000-8000-00000000000a", email: "admin@demo.test", role: "admin" },
  manager: { id: "00000000-0000-4000-8000-00000000000b", email: "manager@demo.test", role: "manager" },
  operations: {
    id: "00000000-0000-4000-8000-00000000000c",
    email: "operations@demo.test",
    role: "operations",
  },
  accounts: { id: "00000000-0000-4000-8000-00000000000d", email: "accounts@demo.test", role: "accounts" },
} satisfies Record<string, Actor>;

export function input(overrides: Partial<ReservationInput> = {}): ReservationInput {
  return {
    eventName: "Sharma Wedding Reception",
    eventDate: "2026-12-12",
    eventStartTime: "18:00",
    eventEndTime: "23:00",
    clientName: "Ravi Sharma",
    clientEmail: "ravi@example.com",
    clientPhone: "+91 98450 12345",
    guestCount: 250,
    mealType: "veg",
    isFOC: false,
    perPersonAmount: "1200",
    gstType: "percentage",
    gstValue: "18",
    advanceAmountReceived: "100000",
    withAlcohol: false,
    alcoholMRP: undefined,
    alcoholPercentageCharges: undefined,
    status: "confirmed",
    notes: "",
    hallSetupNotes: "",
    version: undefined,
    enquiryId: undefined,
    holdUntil: undefined,
    holdOverride: false,
    holdOverrideReason: "",
    ...overrides,
  };
}
