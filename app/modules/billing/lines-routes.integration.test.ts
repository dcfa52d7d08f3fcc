import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  billingDocuments,
  billingSettings,
  documentCounters,
  linePackages,
  payments,
  reservationLines,
  reservations,
} from "~/db/schema";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { addDays, todayIST } from "~/modules/time";
import * as linesRoute from "~/routes/luxebooking/billing/lines";
import * as detailRoute from "~/routes/luxebooking/reservation";
import {
  type Caller,
  callers,
  createRouteHarness,
  type RouteHarness,
} from "../../../tests/support/route-harness";
import { saveBillingSettings } from "./settings.server";
import { listTaxLines } from "./tax-lines.server";
import { billingSettingsInput } from "./test-fixtures";

/** Issue 32 item 6 over the route and the detail screen: who may change lines and packages. */
let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());
let hallHire = "";
beforeEach(async () => {
  for (const table of [
    billingDocuments,
    documentCounters,
    payments,
    reservationLines,
    linePackages,
    reservations,
    billingSettings,
  ])
    await h.db.delete(table);
  await saveBillingSettings(h.db, { actor: actors.admin, events: h.events, input: billingSettingsInput() });
  hallHire = (await listTaxLines(h.db)).find((l) => l.description === "Hall hire")!.id;
});

let day = 0;
const seed = async () =>
  (
    await createReservation(h.db, {
      actor: actors.admin,
      events: h.events,
      input: input({ eventDate: addDays(todayIST(), 30 + ++day), advanceAmountReceived: "0" }),
    })
  ).id;
const post = (who: Caller, id: string, form: Record<string, string>) =>
  h.reply(linesRoute.action as never, {
    as: who,
    url: `/luxebooking/reservation/${id}/lines`,
    params: { id },
    form,
  });
const detail = async (who: Caller, id: string) =>
  (
    await h.render(detailRoute, who, {
      pattern: "/luxebooking/reservation/:id",
      path: `/luxebooking/reservation/${id}`,
    })
  ).text;
const denied = (who: Caller) => (who === "signed-out" ? 401 : 403);
const hallRent = () => ({
  intent: "add",
  kind: "hall-rent",
  description: "Hall rent",
  quantity: "1",
  rate: "50,000",
  taxLineId: hallHire,
});

describe("per role", () => {
  it.each(callers)(
    "%s: adds a line only when they may edit the reservation; the screen shows the grand total",
    async (who) => {
      const id = await seed();
      const added = await post(who, id, hallRent());
      const mayEdit = who === "admin" || who === "operations";
      if (mayEdit) {
        expect(added.status).toBe(200);
        expect(await h.db.$count(reservationLines)).toBe(1);
      } else {
        expect(added.status).toBe(denied(who));
        expect(await h.db.$count(reservationLines)).toBe(0);
      }
      if (who === "signed-out") return;
      const text = await detail(who, id);
      expect(text).toContain("Lines and grand total");
      // 250 × ₹1,200 + ₹50,000 at 18 %: ₹3,50,000 + ₹63,000 = ₹4,13,000 (₹3,54,000 without the line).
      expect(text).toContain(mayEdit ? "Grand total ₹4,13,000.00" : "Grand total ₹3,54,000.00");
      expect(text.includes("Add line")).toBe(mayEdit);
      expect(text.includes("Save as package")).toBe(who === "admin" && mayEdit);
    },
  );

  it.each(callers)("%s: saves a package only as an administrator", async (who) => {
    const id = await seed();
    await post("admin", id, hallRent());
    const saved = await post(who, id, { intent: "save-package", name: "Silver wedding package" });
    if (who === "admin") {
      expect(saved.status).toBe(200);
      expect(await h.db.$count(linePackages)).toBe(1);
    } else {
      expect(saved.status).toBe(denied(who));
      expect(await h.db.$count(linePackages)).toBe(0);
    }
  });
});

describe("refusals", () => {
  it("answers a bad line on its field and a too-large discount with the rule, writing nothing", async () => {
    const id = await seed();
    const bad = await post("admin", id, { ...hallRent(), quantity: "0", rate: "abc" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("The quantity must be a whole number from 1 to 1,00,000.");
    const discount = await post("admin", id, {
      ...hallRent(),
      kind: "discount",
      description: "Discount",
      rate: "3,00,000.01",
    });
    expect(discount.status).toBe(400);
    expect(JSON.stringify(discount.body)).toContain(
      "A discount cannot make Hall hire (18 %) negative: its lines would add up to −₹0.01. Lower the discount.",
    );
    expect(await h.db.$count(reservationLines)).toBe(0);
  });
});
