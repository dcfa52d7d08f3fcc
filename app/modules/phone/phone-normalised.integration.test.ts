import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { queryRows } from "~/db/client.server";
import { applyMigrations } from "~/db/migrate.server";
import { enquiries, reservations } from "~/db/schema";
import { submitEnquiry } from "~/modules/contact/submit-enquiry.server";
import { EventBus } from "~/modules/live/events.server";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { searchReservations } from "~/modules/reservations/search-reservations.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { openBlankDatabase, setUpTestDatabase } from "../../../tests/support/db";
import { migrationsBefore } from "../../../tests/support/migrations-before";

// Issue 32 item 2: phones stored in E.164 and found however they are typed.
const database = setUpTestDatabase({ clear: [reservations, enquiries] });
const events = new EventBus();
const now = new Date("2026-11-23T10:00:00Z");

describe("phones stored normalised and searched normalised", () => {
  it("a reservation's phone is stored in E.164 and shown grouped", async () => {
    const { id } = await createReservation(database.db, {
      actor: actors.admin,
      events,
      now,
      input: input({ eventDate: "2026-12-20", clientPhone: "098807-11223" }),
    });
    const [row] = await database.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row!.clientPhone).toBe("+919880711223");
  });

  it("'98807 11223', '+91 98807 11223' and '098807-11223' all find '+919880711223'", async () => {
    await createReservation(database.db, {
      actor: actors.admin,
      events,
      now,
      input: input({ eventDate: "2026-12-21", eventName: "Phone search", clientPhone: "+91 98807 11223" }),
    });
    for (const q of ["98807 11223", "+91 98807 11223", "098807-11223", "9880711223", "98807"]) {
      const page = await searchReservations(database.db, { actor: actors.manager, search: { q }, now });
      expect(
        page.items.map((c) => [c.eventName, c.clientPhone]),
        q,
      ).toContainEqual(["Phone search", "+91 98807 11223"]);
    }
    const none = await searchReservations(database.db, {
      actor: actors.manager,
      search: { q: "98807 99999" },
      now,
    });
    expect(none.items).toEqual([]);
  });

  it("an enquiry's phone is stored in E.164", async () => {
    const result = await submitEnquiry(database.db, {
      input: {
        name: "Ananya Rao",
        email: "ananya@example.com",
        phone: "+91 98807 11223",
        subject: "",
        message: "A wedding in March.",
      },
      honeypot: "",
      captchaPayload: "",
      senderIp: "10.9.0.1",
      secret: "integration-test-secret-0123456789abcdef",
      channels: [],
      events,
      now,
    });
    expect(result.status).toBe(200);
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, result.enquiryId!));
    expect(row!.phone).toBe("+919880711223");
  });
});

describe("the phone migrations (10-reservations/0010, 30-site/0003)", { tags: ["db"] }, () => {
  const before = migrationsBefore({ "10-reservations": "0010_phone_e164", "30-site": "0003_phone_e164" });
  afterAll(() => before.remove());

  it("normalises existing reservations' and enquiries' phones, leaving what has no E.164 form", async () => {
    const old = await openBlankDatabase();
    try {
      await applyMigrations(old, before.dir);
      const phones = [
        "98807 11223",
        "+91 98807 11223",
        "098807-11223",
        "(+91) 98807-11223",
        "0044 20 7946 0958",
        "+919880711223",
        "ext. 42",
        "12345",
      ];
      for (const [i, phone] of phones.entries()) {
        await old.db.execute(sql`
          insert into reservations (event_name, event_date, event_start_time, event_end_time, client_name,
            client_email, client_phone, guest_count, status)
          values (${`R${i}`}, ${`2026-12-${String(i + 1).padStart(2, "0")}`}, '18:00', '22:00', 'A', 'a@x.in', ${phone}, 10, 'confirmed')`);
        await old.db.execute(sql`
          insert into enquiries (name, email, phone, message, sender_key, captcha)
          values (${`E${i}`}, 'e@x.in', ${phone}, 'Hello', 'k', 'verified')`);
      }
      await applyMigrations(old);
      const expected = [
        "+919880711223",
        "+919880711223",
        "+919880711223",
        "+919880711223",
        "+442079460958",
        "+919880711223",
        "ext. 42",
        "12345",
      ];
      const stored = await queryRows<{ client_phone: string }>(
        old.db,
        sql`select client_phone from reservations order by event_date`,
      );
      expect(stored.map((r) => r.client_phone)).toEqual(expected);
      const enquiryPhones = await queryRows<{ phone: string; name: string }>(
        old.db,
        sql`select name, phone from enquiries order by length(name), name`,
      );
      expect(enquiryPhones.map((r) => r.phone)).toEqual(expected);
      // The upgrade's helper is gone.
      const left = await queryRows<{ n: number }>(
        old.db,
        sql`select count(*)::int as n from pg_proc where proname = 'phone_e164_upgrade'`,
      );
      expect(left[0]!.n).toBe(0);
    } finally {
      await old.close();
    }
  });
});
