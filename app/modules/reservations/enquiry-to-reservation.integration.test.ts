import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, enquiries, reservations } from "~/db/schema";
import * as enquiryRoute from "~/routes/luxebooking/enquiries-detail";
import * as enquiriesRoute from "~/routes/luxebooking/enquiries";
import * as newRoute from "~/routes/luxebooking/new-reservation";
import * as detailRoute from "~/routes/luxebooking/reservation";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";

// @module-tag db (one transaction writes the reservation and converts the enquiry)

/** Issue 16 item 1: an enquiry becomes a reservation; enquiries get a status staff set. */
let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.db.delete(reservations);
  await h.db.delete(enquiries);
});

const roles = ["admin", "manager", "operations", "accounts"] as const;

async function seedEnquiry() {
  const [row] = await h.db
    .insert(enquiries)
    .values({
      name: "Meera Krishnan",
      email: "meera@example.com",
      phone: "+91 98450 22222",
      subject: "Engagement in March",
      message: "We would like the Luxe hall for 180 guests on a Saturday evening.",
      senderKey: "k",
      captcha: "verified",
    })
    .returning({ id: enquiries.id });
  return row!.id;
}

const formFor = (enquiryId: string, overrides: Record<string, string> = {}) => ({
  eventName: "Krishnan Engagement",
  eventDate: "2099-03-14",
  eventStartTime: "18:00",
  eventEndTime: "22:00",
  clientName: "Meera Krishnan",
  clientEmail: "meera@example.com",
  clientPhone: "+91 98450 22222",
  guestCount: "180",
  mealType: "veg",
  perPersonAmount: "900",
  gstType: "percentage",
  gstValue: "18",
  status: "pending",
  notes: "We would like the Luxe hall for 180 guests on a Saturday evening.",
  enquiryId,
  ...overrides,
});

const enquiryPage = (role: (typeof roles)[number], id: string) =>
  h.render(enquiryRoute, role, {
    pattern: "/luxebooking/enquiries/:id",
    path: `/luxebooking/enquiries/${id}`,
  });

describe("enquiry → reservation", () => {
  it("'Create reservation' opens the new-reservation form filled from the enquiry", async () => {
    const id = await seedEnquiry();
    const page = await enquiryPage("manager", id);
    expect(page.html).toContain(`href="/luxebooking/new-reservation?enquiry=${id}"`);
    expect(page.text).toContain("Create reservation");
    const loaded = await h.reply(newRoute.loader, {
      as: "manager",
      url: `/luxebooking/new-reservation?enquiry=${id}`,
    });
    expect(loaded.body).toMatchObject({
      allowed: true,
      prefill: {
        values: {
          enquiryId: id,
          clientName: "Meera Krishnan",
          clientEmail: "meera@example.com",
          clientPhone: "+91 98450 22222",
          notes: "We would like the Luxe hall for 180 guests on a Saturday evening.",
        },
        enquiry: { id, name: "Meera Krishnan" },
      },
    });
    const form = await h.render(newRoute, "manager", {
      pattern: "/luxebooking/new-reservation",
      path: `/luxebooking/new-reservation?enquiry=${id}`,
    });
    expect(form.html).toContain('value="Meera Krishnan"');
    expect(form.html).toContain(`name="enquiryId" value="${id}"`);
    expect(form.html).toContain(
      "We would like the Luxe hall for 180 guests on a Saturday evening.</textarea>",
    );
  });

  it("the saved reservation links back; the enquiry shows 'Converted to reservation' with a link, in one transaction", async () => {
    const id = await seedEnquiry();
    const saved = await h.reply(newRoute.action, {
      as: "admin",
      url: "/luxebooking/new-reservation",
      form: formFor(id),
    });
    expect(saved.body).toMatchObject({ ok: true, message: "Reservation created successfully!" });
    const [reservation] = await h.db.select().from(reservations);
    expect(reservation!.enquiryId).toBe(id);
    const [enquiry] = await h.db.select().from(enquiries);
    // Issue 32 item 10: a pending reservation (a provisional hold) made from it puts it at Quoted.
    expect(enquiry).toMatchObject({ status: "quoted", statusChangedByEmail: "admin@eden.test" });
    const audit = await h.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action)).toContain("enquiry.status");

    const page = await enquiryPage("manager", id);
    expect(page.text).toContain("Converted to reservation: Krishnan Engagement");
    expect(page.html).toContain(`href="/luxebooking/reservation/${reservation!.id}"`);
    expect(page.text).not.toContain("Create reservation");
    const detail = await h.render(detailRoute, "manager", {
      pattern: "/luxebooking/reservation/:id",
      path: `/luxebooking/reservation/${reservation!.id}`,
    });
    expect(detail.html).toMatch(new RegExp(`href="/luxebooking/enquiries/${id}"[^>]*>From an enquiry<`));
    // Operations cannot read enquiries: no link to one.
    const ops = await h.render(detailRoute, "operations", {
      pattern: "/luxebooking/reservation/:id",
      path: `/luxebooking/reservation/${reservation!.id}`,
    });
    expect(ops.text).not.toContain("From an enquiry");
  });

  it("an enquiry that does not exist: 'Enquiry not found', and no reservation is written", async () => {
    await seedEnquiry();
    const answer = await h.reply(newRoute.action, {
      as: "manager",
      url: "/luxebooking/new-reservation",
      form: formFor("00000000-0000-4000-8000-000000000000"),
    });
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).toContain("Enquiry not found");
    expect(await h.db.$count(reservations)).toBe(0);
  });

  it("forged: operations (creates reservations, cannot read enquiries) may not link or read one", async () => {
    const id = await seedEnquiry();
    const loaded = await h.reply(newRoute.loader, {
      as: "operations",
      url: `/luxebooking/new-reservation?enquiry=${id}`,
    });
    expect(loaded.body).toMatchObject({ allowed: true, prefill: { values: {}, enquiry: null } });
    const answer = await h.reply(newRoute.action, {
      as: "operations",
      url: "/luxebooking/new-reservation",
      form: formFor(id),
    });
    expect(answer.status).toBe(403);
    expect(await h.db.$count(reservations)).toBe(0);
    const [enquiry] = await h.db.select().from(enquiries);
    expect(enquiry!.status).toBe("new");
    for (const role of ["accounts", "unknown", "signed-out"] as const) {
      const refused = await h.reply(newRoute.action, { as: role, url: "/x", form: formFor(id) });
      expect([401, 403], role).toContain(refused.status);
    }
    expect(await h.db.$count(reservations)).toBe(0);
  });
});

describe("enquiry status (issue 32 item 10: New, Contacted, Quoted, Won, Lost)", () => {
  it("admin and manager set it; it shows in the inbox", async () => {
    const id = await seedEnquiry();
    for (const [role, status, label] of [
      ["manager", "contacted", "Contacted"],
      ["admin", "lost", "Lost"],
    ] as const) {
      const answer = await h.reply(enquiryRoute.action, {
        as: role,
        url: `/luxebooking/enquiries/${id}`,
        params: { id },
        form: { intent: "status", status, lostReason: status === "lost" ? "price" : "" },
      });
      expect(answer.body).toEqual({ ok: true, message: `Enquiry status set to ${label}.` });
      const [row] = await h.db.select().from(enquiries);
      expect(row!.status).toBe(status);
    }
    const inbox = await h.render(enquiriesRoute, "admin", {
      pattern: "/luxebooking/enquiries",
      path: "/luxebooking/enquiries",
    });
    expect(inbox.text).toContain("Lost: Price");
    expect(h.published).toContainEqual(expect.objectContaining({ topic: "enquiries", type: "status", id }));
  });

  it("an unknown status is 400 with a message; an unknown enquiry 404; nothing changes", async () => {
    const id = await seedEnquiry();
    const bad = await h.reply(enquiryRoute.action, {
      as: "admin",
      url: "/x",
      params: { id },
      form: { intent: "status", status: "closed" },
    });
    expect(bad).toEqual({ status: 400, body: { ok: false, error: "Please choose a status." } });
    const reasonless = await h.reply(enquiryRoute.action, {
      as: "admin",
      url: "/x",
      params: { id },
      form: { intent: "status", status: "lost", lostReason: "" },
    });
    expect(reasonless).toEqual({ status: 400, body: { ok: false, error: "Please choose why it was lost." } });
    const missing = await h.reply(enquiryRoute.action, {
      as: "admin",
      url: "/x",
      params: { id: "00000000-0000-4000-8000-000000000000" },
      form: { intent: "status", status: "contacted" },
    });
    expect(missing.status).toBe(404);
    const [row] = await h.db.select().from(enquiries);
    expect(row!.status).toBe("new");
  });

  it("forged: operations, accounts, an unknown role and signed-out cannot set it", async () => {
    const id = await seedEnquiry();
    for (const role of ["operations", "accounts", "unknown", "signed-out"] as const) {
      const answer = await h.reply(enquiryRoute.action, {
        as: role,
        url: "/x",
        params: { id },
        form: { intent: "status", status: "contacted" },
      });
      expect([401, 403], role).toContain(answer.status);
    }
    const [row] = await h.db.select().from(enquiries);
    expect(row!.status).toBe("new");
  });
});
