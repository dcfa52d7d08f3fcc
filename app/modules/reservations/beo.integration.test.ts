import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, enquiries, functionSheets } from "~/db/schema";
import * as daySheetRoute from "~/routes/luxebooking/day-sheet";
import * as editRoute from "~/routes/luxebooking/function-sheet-edit";
import * as sheetRoute from "~/routes/luxebooking/function-sheet";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { createReservation } from "./create-reservation.server";
import { input } from "./test-fixtures";

/** Issue 32 item 11: the function sheet as a working BEO, and the day sheet. */
let h: RouteHarness;
let wedding: string;
let lunch: string;
const enquiryText = "Hi, we saw your hall on Instagram and my budget is tight, please call after 6.";
beforeAll(async () => {
  h = await createRouteHarness();
  const [enquiry] = await h.db
    .insert(enquiries)
    .values({
      name: "Ravi Sharma",
      email: "ravi@example.com",
      phone: "+919845012345",
      message: enquiryText,
      senderKey: "k",
      captcha: "verified",
    })
    .returning({ id: enquiries.id });
  ({ id: wedding } = await createReservation(h.db, {
    events: h.events,
    actor: h.actor("admin"),
    // Made from the enquiry: its text is in the reservation's notes, as issue 16 fills them.
    input: input({
      eventDate: "2099-06-06",
      eventStartTime: "18:00",
      notes: enquiryText,
      enquiryId: enquiry!.id,
    }),
  }));
  ({ id: lunch } = await createReservation(h.db, {
    events: h.events,
    actor: h.actor("admin"),
    input: input({
      eventName: "Naming Lunch",
      eventDate: "2099-06-06",
      eventStartTime: "11:00",
      eventEndTime: "15:00",
    }),
  }));
  await createReservation(h.db, {
    events: h.events,
    actor: h.actor("admin"),
    input: input({
      eventName: "Called Off",
      eventDate: "2099-06-06",
      eventStartTime: "08:00",
      eventEndTime: "09:00",
      status: "cancelled",
    }),
  });
});
afterAll(() => h.close());

const beoForm = {
  vegCovers: "130",
  nonVegCovers: "120",
  guaranteedCovers: "",
  "timeline[0].time": "18:00",
  "timeline[0].what": "Arrival and welcome drinks",
  "timeline[1].time": "19:30",
  "timeline[1].what": "Varmala on stage",
  "timeline[2].time": "20:30",
  "timeline[2].what": "Meal service",
  "timeline[3].time": "23:00",
  "timeline[3].what": "End",
  "vendors[0].name": "Lakshmi Decor",
  "vendors[0].phone": "98450 22222",
  "vendors[0].brings": "Marigold stage and entrance arch",
  "vendors[1].name": "DJ Arjun",
  "vendors[1].phone": "",
  "vendors[1].brings": "Sound system, 2 speakers",
  kitchenNotes: "Jain meals for 12 (no onion, no garlic).",
  serviceNotes: "Two live counters: chaat and dosa.",
};
const save = (as: Parameters<RouteHarness["reply"]>[1]["as"], form: Record<string, string> = beoForm) =>
  h.reply(editRoute.action, {
    as,
    url: `/luxebooking/reservation/${wedding}/function-sheet/edit`,
    params: { id: wedding },
    form,
  });
const sheet = (id = wedding) =>
  h.render(sheetRoute, "manager", {
    pattern: "/luxebooking/reservation/:id/function-sheet",
    path: `/luxebooking/reservation/${id}/function-sheet`,
  });

describe("the function sheet as a BEO", () => {
  it("prints veg and non-veg covers, expected and guaranteed, the timeline, the vendors, the kitchen's and floor's notes, and never the enquiry's text", async () => {
    let page = await sheet();
    expect(page.text).toContain("Veg covers 250");
    expect(page.text).toContain("Non-veg covers 0");
    expect(page.text).toContain("Guaranteed covers Not yet guaranteed");
    expect(page.text).not.toContain(enquiryText);

    expect((await save("operations")).body).toMatchObject({ ok: true, message: "Function sheet saved." });
    page = await sheet();
    for (const part of [
      "Expected covers 250",
      "Veg covers 130",
      "Non-veg covers 120",
      "Guaranteed covers Not yet guaranteed",
      "18:00 Arrival and welcome drinks",
      "19:30 Varmala on stage",
      "20:30 Meal service",
      "23:00 End",
      "Lakshmi Decor, +91 98450 22222: Marigold stage and entrance arch",
      "DJ Arjun: Sound system, 2 speakers",
      "Jain meals for 12 (no onion, no garlic).",
      "Two live counters: chaat and dosa.",
    ]) {
      expect(page.text).toContain(part);
    }
    expect(page.text).not.toContain(enquiryText);
    expect(page.text).not.toMatch(/₹/);
    const [stored] = await h.db
      .select()
      .from(functionSheets)
      .where(eq(functionSheets.reservationId, wedding));
    expect(stored!.vendors[0]!.phone).toBe("+919845022222");
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "reservation.function-sheet"));
    expect(audit).toMatchObject({ entityId: wedding, actorEmail: "operations@eden.test" });

    expect((await save("admin", { ...beoForm, guaranteedCovers: "240" })).status).toBe(200);
    expect((await sheet()).text).toContain("Guaranteed covers 240");
  });

  it("refuses bad rows with their messages and changes nothing; manager and accounts may not edit", async () => {
    const before = await h.db.select().from(functionSheets);
    const bad = await save("admin", { ...beoForm, "timeline[1].time": "7.30pm", vegCovers: "-3" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Enter the time as HH:MM.");
    expect(JSON.stringify(bad.body)).toContain("Covers must be a whole number from 0 to 10,000.");
    for (const role of ["manager", "accounts"] as const) {
      const denied = await save(role);
      expect(denied.status, role).toBe(403);
    }
    expect(await h.db.select().from(functionSheets)).toEqual(before);
  });

  it("the day sheet prints every event of the date by start time, each on its own page; not the cancelled one", async () => {
    const page = await h.render(daySheetRoute, "accounts", {
      pattern: "/luxebooking/day-sheet/:date",
      path: "/luxebooking/day-sheet/2099-06-06",
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Saturday, 6 June 2099: 2 events, one A4 page each.");
    expect(page.html.match(/class="function-sheet-page"/g)).toHaveLength(2);
    expect(page.text.indexOf("Naming Lunch")).toBeLessThan(page.text.indexOf("Sharma Wedding Reception"));
    expect(page.text).not.toContain("Called Off");
    expect(page.text).not.toContain(enquiryText);
    expect(lunch).toBeTruthy();
    const empty = await h.render(daySheetRoute, "manager", {
      pattern: "/luxebooking/day-sheet/:date",
      path: "/luxebooking/day-sheet/2099-06-07",
    });
    expect(empty.text).toContain("No events on this date.");
  });
});
