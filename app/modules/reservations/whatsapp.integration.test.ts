import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientMessages } from "~/db/schema";
import * as detailRoute from "~/routes/luxebooking/reservation";
import * as whatsappRoute from "~/routes/luxebooking/reservation-whatsapp";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { createReservation } from "./create-reservation.server";
import { input } from "./test-fixtures";
import { recordRefund } from "~/modules/billing/ledger.server";
import { todayIST } from "~/modules/time";

/** Issue 16 item 5 (WhatsApp): buttons that open wa.me with the filled text, and the record of it. */
let h: RouteHarness;
let id: string;
let noPhone: string;
beforeAll(async () => {
  h = await createRouteHarness();
  ({ id } = await createReservation(h.db, {
    events: h.events,
    actor: h.actor("admin"),
    input: input({ eventDate: "2099-03-14", clientPhone: "098450 12345" }),
  }));
  ({ id: noPhone } = await createReservation(h.db, {
    events: h.events,
    actor: h.actor("admin"),
    input: input({ eventDate: "2099-03-15", eventName: "Landline Only", clientPhone: "12345" }),
  }));
});
afterAll(() => h.close());

/** A forged send's answer: its status and the plain-text message the person reads. */
const refusal = async (as: Parameters<RouteHarness["call"]>[1]["as"], kind: string, reservation = id) => {
  const answer = await h.call(whatsappRoute.action, {
    as,
    url: `/luxebooking/reservation/${reservation}/whatsapp`,
    params: { id: reservation },
    form: { kind },
  });
  return { status: answer.status, text: (await answer.response?.text())?.trim() };
};

const send = (as: Parameters<RouteHarness["reply"]>[1]["as"], kind: string, reservation = id) =>
  h.reply(whatsappRoute.action, {
    as,
    url: `/luxebooking/reservation/${reservation}/whatsapp`,
    params: { id: reservation },
    form: { kind },
  });

describe("WhatsApp messages", () => {
  it("each staff role is sent to wa.me with the client's international number and the filled text, recorded", async () => {
    for (const role of ["admin", "manager", "operations", "accounts"] as const) {
      const answer = await send(role, "payment-reminder");
      expect(answer.status, role).toBe(302);
      const location = new URL(answer.body as string);
      expect(location.origin + location.pathname).toBe("https://wa.me/919845012345");
      expect(location.searchParams.get("text")).toBe(
        "Dear Ravi Sharma, a gentle reminder that ₹2,54,000.00 is due for Sharma Wedding Reception on Saturday, 14 March 2099. Thank you!",
      );
    }
    expect(await h.db.$count(clientMessages)).toBe(4);
    const page = await h.render(detailRoute, "manager", {
      pattern: "/luxebooking/reservation/:id",
      path: `/luxebooking/reservation/${id}`,
    });
    expect(page.text).toContain("WhatsApp: Confirmation");
    expect(page.text).toMatch(/WhatsApp · Payment reminder · accounts@eden\.test/);
  });

  it("the reminder's amount is the one balance: alcohol included, a refund taken back; none for a cancelled booking", async () => {
    const { id: withAlcohol } = await createReservation(h.db, {
      events: h.events,
      actor: h.actor("admin"),
      input: input({
        eventDate: "2099-03-16",
        eventName: "Alcohol Night",
        withAlcohol: true,
        alcoholMRP: "10000",
        alcoholPercentageCharges: "10",
      }),
    });
    await recordRefund(h.db, {
      actor: h.actor("accounts"),
      reservationId: withAlcohol,
      events: h.events,
      input: { amount: 50_000_00, paidOn: todayIST(), mode: "upi", reference: "", reason: "Changed plans" },
    });
    const text = async (reservation: string) =>
      new URL((await send("accounts", "payment-reminder", reservation)).body as string).searchParams.get(
        "text",
      );
    // ₹3,54,000 + alcohol ₹11,000 − (₹1,00,000 − ₹50,000 refunded) = ₹3,15,000.
    expect(await text(withAlcohol)).toContain("₹3,15,000.00 is due");
    const { id: cancelled } = await createReservation(h.db, {
      events: h.events,
      actor: h.actor("admin"),
      input: input({ eventDate: "2099-03-17", eventName: "Called Off", status: "cancelled" }),
    });
    // Issue 32 item 8: a cancelled booking is sent no payment reminder at all (its balance is ₹0.00).
    expect((await send("accounts", "payment-reminder", cancelled)).status).toBe(409);
  });

  it("an unusable phone: the screen says so instead of buttons, and a forged send is refused with it", async () => {
    const page = await h.render(detailRoute, "admin", {
      pattern: "/luxebooking/reservation/:id",
      path: `/luxebooking/reservation/${noPhone}`,
    });
    expect(page.text).toContain("This phone number cannot be used for WhatsApp.");
    expect(page.text).not.toContain("WhatsApp: Confirmation");
    const before = await h.db.$count(clientMessages);
    expect(await refusal("admin", "confirmation", noPhone)).toEqual({
      status: 400,
      text: "This phone number cannot be used for WhatsApp.",
    });
    expect(await h.db.$count(clientMessages)).toBe(before);
  });

  it("unknown message kinds, unknown reservations, signed out and unknown roles change nothing", async () => {
    const before = await h.db.$count(clientMessages);
    expect(await refusal("admin", "marketing")).toEqual({ status: 400, text: "Unknown message." });
    expect((await send("admin", "confirmation", "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await send("admin", "confirmation", "not-an-id")).status).toBe(404);
    expect((await send("signed-out", "confirmation")).status).toBe(401);
    expect((await send("unknown", "confirmation")).status).toBe(403);
    expect(await h.db.$count(clientMessages)).toBe(before);
  });
});
