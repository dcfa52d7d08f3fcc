import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "~/db/client.server";
import { controlCharacterMessage } from "~/modules/http/control-characters";
import { type AppHarness, startApp } from "../support/app-harness";

// Issue 28 item 10: a NUL byte (or another control character) in a search or a form field is
// refused with 400 and a clear message, never a 500 from the database; and an error's log line
// never carries the request's personal fields.
let app: AppHarness;
const lines: string[] = [];
beforeAll(async () => {
  const logger = pino({ level: "debug" }, { write: (line: string) => void lines.push(line) });
  app = await startApp({ logger });
}, 120_000);
afterAll(() => app?.close());

const form = (fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  body: new URLSearchParams(fields),
});

describe("control characters", () => {
  it("in a staff search, a filter or an API query: 400 with the message, for the page and its data", async () => {
    const cookie = await app.staff("admin");
    for (const path of [
      "/luxebooking/search?q=Asha%00Menon",
      "/luxebooking/search?q=Asha%01",
      "/luxebooking/admin/audit?action=a%00b",
      "/luxebooking/enquiries?q=%00",
      "/guntoormenuadmin?tab=guestData&phone=98765%00",
    ]) {
      const page = await app.request(path, { headers: { cookie } });
      expect(page.status, path).toBe(400);
      expect(await page.text()).toBe(controlCharacterMessage);
    }
    const data = await app.request("/luxebooking/search.data?q=a%00b", { headers: { cookie } });
    expect(data.status).toBe(400);
    expect(await data.json()).toEqual({ message: controlCharacterMessage });
    const api = await app.request("/api/v1/reservations?from=2031-01-01&to=2031-01-31&q=%00", {
      headers: { cookie },
    });
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ message: controlCharacterMessage });
  });

  it("in a form field of the sign-in, the visitor form, the contact form or a reservation: 400, nothing stored", async () => {
    const login = await app.request(
      "/luxebooking/login",
      form({ email: "a\u0000b@eden.test", password: "x" }),
    );
    expect(login.status).toBe(400);
    const visitor = await app.request(
      "/guntoorlogin",
      form(
        { customerName: "Ravi\u0000", phoneNumber: "9876543210", numGuests: "2" },
        { accept: "application/json" },
      ),
    );
    expect(visitor.status).toBe(400);
    expect(await visitor.text()).toContain(controlCharacterMessage);
    const contact = await app.request(
      "/contact",
      form(
        { name: "Ananya\u0000Rao", email: "ananya@example.com", phone: "9845012345", message: "Hello" },
        { accept: "application/json" },
      ),
    );
    expect(contact.status).toBe(400);
    expect(await contact.json()).toMatchObject({
      reply: { success: false, message: controlCharacterMessage },
    });
    const cookie = await app.staff("admin");
    const reservation = await app.request(
      "/luxebooking/new-reservation",
      form(
        {
          eventName: "Naming\u0000",
          eventDate: "2031-05-01",
          eventStartTime: "10:00",
          eventEndTime: "12:00",
          clientName: "Asha",
          clientEmail: "asha@example.com",
          clientPhone: "9845011111",
          guestCount: "50",
          mealType: "veg",
        },
        { cookie },
      ),
    );
    expect(reservation.status).toBe(400);
    const counts = await queryRows(
      app.database.db,
      sql`select (select count(*) from enquiries)::int as enquiries, (select count(*) from customer_entries)::int as entries, (select count(*) from reservations where event_name like 'Naming%')::int as reservations`,
    );
    expect(counts[0]).toEqual({ enquiries: 0, entries: 0, reservations: 0 });
  });

  it("in a line of a menu import (JSON): 400", async () => {
    const cookie = await app.staff("manager");
    const result = await app.request("/api/v1/menu/import", {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({
        preview: true,
        rows: [{ name: "Idli\u0000", category: "Breakfast", price: "40" }],
      }),
    });
    expect(result.status).toBe(400);
    expect(await result.json()).toEqual({ message: controlCharacterMessage });
  });

  it("a text area's line breaks and tabs are still accepted", async () => {
    const contact = await app.request(
      "/contact",
      form(
        {
          name: "Ananya Rao",
          email: "ananya@example.com",
          phone: "9845012345",
          message: "Two lines:\r\nthe second\tone.",
        },
        { accept: "application/json" },
      ),
    );
    expect(contact.status).toBe(200);
  });
});

describe("an unexpected failure's log line", () => {
  it("names the failure but not the visitor's name, phone, e-mail or message", async () => {
    // The enquiry's insert fails in the database: its query's values are the visitor's fields.
    await app.database.db.execute(sql`create function refuse_enquiry() returns trigger language plpgsql as $$
      begin raise exception 'enquiries are refused in this test'; end $$`);
    await app.database.db.execute(
      sql`create trigger refuse_enquiry before insert on enquiries for each row execute function refuse_enquiry()`,
    );
    try {
      const contact = await app.request(
        "/contact",
        form(
          {
            name: "Sravani Kondapalli",
            email: "sravani.k@example.com",
            phone: "9123456780",
            message: "Anniversary lunch for twelve",
          },
          { accept: "application/json" },
        ),
      );
      expect(contact.status).toBe(500);
    } finally {
      await app.database.db.execute(sql`drop trigger refuse_enquiry on enquiries`);
      await app.database.db.execute(sql`drop function refuse_enquiry()`);
    }
    const failure = lines.find((line) => line.includes("storing the enquiry failed"));
    expect(failure).toBeDefined();
    expect(failure).toContain("Failed query");
    expect(failure).toContain("insert into");
    expect(failure).toContain("enquiries are refused in this test");
    for (const personal of ["Sravani", "Kondapalli", "sravani.k@example.com", "9123456780", "Anniversary"]) {
      expect(lines.join("")).not.toContain(personal);
    }
  });
});
