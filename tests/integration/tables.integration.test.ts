import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuTables, tableBookings, tableServiceRequests } from "~/db/schema";
import { seedMenu } from "~/modules/menu/seed-menu.server";
import { type AppHarness, startApp } from "../support/app-harness";

/**
 * Issue 31 through the whole app (page cache on, as in production): the booking form's post
 * without JavaScript, the private pages, the free times' JSON, and 'Call waiter' from a table's
 * menu. What a browser without JavaScript or an HTTP client sees: statuses, redirects, headers.
 */
let app: AppHarness;
beforeAll(async () => {
  app = await startApp({ pageCache: true });
  await seedMenu(app.database.db, { venue: "guntoor" });
}, 120_000);
afterAll(() => app?.close());

/** An IST date `days` ahead. */
const istDay = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + days * 86_400_000),
  );

let address = 0;
const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: "POST",
    headers: { "x-forwarded-for": `10.77.0.${++address}`, ...headers },
    body: new URLSearchParams(form),
  });

const booking = (overrides: Record<string, string> = {}) => ({
  intent: "book",
  date: istDay(10),
  time: "20:00",
  party: "4",
  area: "garden",
  name: "Ravi Kumar",
  phone: `98450${String(address).padStart(5, "0")}`,
  email: "",
  note: "Window seat if possible",
  website: "",
  ...overrides,
});

describe("booking a table without JavaScript", () => {
  it("/contact has the booking form above the enquiry form, with the spec's texts unchanged", async () => {
    const response = await app.request("/contact");
    const html = await response.text();
    expect(html.indexOf('id="book-table"')).toBeGreaterThan(0);
    expect(html.indexOf('id="book-table"')).toBeLessThan(html.indexOf('aria-label="Contact form"'));
    expect(html).toContain('action="/contact#book-table"');
    expect(html).toContain(">Book Table</button>");
    expect(html).toContain(">Send Message</button>");
    expect(html).toContain("For more than 12 guests, please send us an enquiry below.");
    // Both links of the spec still lead to /contact.
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Book Table<\/a>/);
  });

  it("books: a 303 to the private confirmation, which shows the code and is never stored", async () => {
    const response = await post("/contact", booking({ name: "Asha Nair" }));
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toMatch(/^\/contact\/booking\/[\w-]{32}#booking-title$/);
    const page = await app.request(location.split("#")[0]!);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    const [row] = await app.database.db
      .select()
      .from(tableBookings)
      .where(eq(tableBookings.name, "Asha Nair"));
    expect(html).toContain(`>${row!.code}<`);
    expect(html).toContain("Your table is booked");
    expect(html).toContain('content="noindex, nofollow"');
    expect(html).toContain("Window seat if possible");
    expect(html).toMatch(/href="https:\/\/wa\.me\/919845012345\?text=[^"]*"/);

    const ics = await app.request(`${location.split("#")[0]}/calendar.ics`);
    expect(ics.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(ics.headers.get("content-disposition")).toBe(`attachment; filename="table-${row!.code}.ics"`);
    const text = await ics.text();
    expect(text).toContain(`DTSTART;TZID=Asia/Kolkata:${row!.day.replace(/-/g, "")}T200000`);
    expect(text).toContain(`DTEND;TZID=Asia/Kolkata:${row!.day.replace(/-/g, "")}T213000`);
    expect(text).toContain(`SUMMARY:Table for 4 at Eden (Garden)`);
  });

  it("a refusal answers the page with its message, the fields marked and what was typed", async () => {
    const response = await post("/contact", booking({ phone: "12345", name: "Typed Name" }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/role="alert"[^>]*><p>Please enter a valid phone number\.<\/p>/);
    expect(html).toMatch(/id="booking-phone"[^>]*aria-invalid="true"/);
    expect(html).toContain('value="Typed Name"');
    // The enquiry form below shows nothing.
    expect(html).not.toContain('<p role="status"');
  });

  it("a full slot answers with the free times as buttons; a button books that time", async () => {
    const date = istDay(11);
    for (let n = 0; n < 4; n++)
      expect(
        (
          await post(
            "/contact",
            booking({ date, area: "indoor", party: "6", phone: `98451${String(n).padStart(5, "0")}` }),
          )
        ).status,
      ).toBe(303);
    const full = await post("/contact", booking({ date, area: "indoor", party: "2" }));
    expect(full.status).toBe(409);
    const html = await full.text();
    expect(html).toContain("No table for 2 at 8:00 PM. Available: 5:30 PM, 6:00 PM, 6:30 PM, 9:30 PM.");
    const button = /<button[^>]*>9:30 PM<\/button>/.exec(html)?.[0] ?? "";
    expect(button).toContain('name="pick"');
    expect(button).toContain('value="21:30"');
    const picked = await post("/contact", booking({ date, area: "indoor", party: "2", pick: "21:30" }));
    expect(picked.status).toBe(303);
  });

  it("the enquiry form's post is answered as before", async () => {
    const response = await post("/contact", { name: "", email: "", phone: "", subject: "", message: "" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please fill in all required fields.");
  });
});

describe("the free times' JSON for the form's script", () => {
  it("answers every slot of the area with whether it is free for the party", async () => {
    const response = await app.request(`/contact/slots?date=${istDay(11)}&party=2&area=indoor`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { slots } = (await response.json()) as {
      slots: { time: string; label: string; available: boolean }[];
    };
    expect(slots[0]).toEqual({ time: "11:30", label: "11:30 AM", available: true });
    expect(slots.at(-1)!.time).toBe("21:30");
    expect(slots.find((s) => s.time === "20:00")!.available).toBe(false);
  });

  it("refuses what it cannot read", async () => {
    expect((await app.request("/contact/slots?date=2026-02-30&party=2&area=indoor")).status).toBe(400);
    expect((await app.request(`/contact/slots?date=${istDay(3)}&party=13&area=indoor`)).status).toBe(400);
    expect((await app.request(`/contact/slots?date=${istDay(3)}&party=2&area=roof`)).status).toBe(400);
  });
});

describe("cancelling with the private link", () => {
  it("the link asks; the button cancels once; a wrong link is 404", async () => {
    const booked = await post("/contact", booking({ name: "Cancel Me" }));
    const page = booked.headers.get("location")!.split("#")[0]!;
    const ask = await app.request(`${page}/cancel`);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain("Cancel your booking?");
    const [before] = await app.database.db
      .select()
      .from(tableBookings)
      .where(eq(tableBookings.name, "Cancel Me"));
    expect(before!.status).toBe("booked");

    const cancelled = await app.request(`${page}/cancel`, { method: "POST" });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain(`Your booking ${before!.code} is cancelled.`);
    const again = await app.request(`${page}/cancel`, { method: "POST" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This booking was already cancelled.");
    expect((await app.request("/contact/booking/not-a-real-token-0123456789")).status).toBe(404);
  });
});

describe("the /contact page cache", () => {
  it("is dropped when the booking rules change (a 'tables' event)", async () => {
    await app.request("/contact");
    expect((await app.request("/contact")).headers.get("x-page-cache")).toBe("hit");
    await app.events.publish("tables", "settings.saved");
    expect((await app.request("/contact")).headers.get("x-page-cache")).toBe("miss");
  });
});

describe("'Call waiter' from a table's menu", () => {
  let pass = "";
  let tableId = "";
  beforeAll(async () => {
    const [table] = await app.database.db
      .insert(menuTables)
      .values({ venue: "guntoor", name: "T9" })
      .returning({ id: menuTables.id });
    tableId = table!.id;
    const entry = await post(`/guntoorlogin?table=${tableId}`, {
      customerName: "Table Guest",
      phoneNumber: "9876543210",
      numGuests: "2",
    });
    const cookies = entry.headers.getSetCookie();
    expect(cookies[1]).toMatch(/^guntoor_table=1; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200/);
    pass = cookies.map((c) => c.split(";")[0]).join("; ");
  });

  it("a guest at a table sees the two buttons; a guest without one does not (two cached copies)", async () => {
    const atTable = await app.request("/guntoormenu", { headers: { cookie: pass } });
    const html = await atTable.text();
    expect(html).toContain(">Call waiter</button>");
    expect(html).toContain(">Ask for the bill</button>");
    const plain = await post("/guntoorlogin", {
      customerName: "No Table",
      phoneNumber: "9876500000",
      numGuests: "1",
    });
    expect(plain.headers.getSetCookie()[1]).toMatch(
      /^guntoor_table=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/,
    );
    const noTable = plain.headers.getSetCookie()[0]!.split(";")[0]!;
    for (let n = 0; n < 2; n++) {
      expect(
        await (await app.request("/guntoormenu", { headers: { cookie: noTable } })).text(),
      ).not.toContain("Call waiter");
      expect(await (await app.request("/guntoormenu", { headers: { cookie: pass } })).text()).toContain(
        "Call waiter",
      );
    }
  });

  it("without JavaScript the post answers a page; with it JSON; a second tap finds the open request", async () => {
    const page = await app.request("/guntoormenu/service", {
      method: "POST",
      headers: { cookie: pass },
      body: new URLSearchParams({ kind: "waiter" }),
    });
    expect(page.status).toBe(201);
    const html = await page.text();
    expect(html).toContain("A waiter is on the way.");
    expect(html).toContain('href="/guntoormenu"');
    const json = await app.request("/guntoormenu/service", {
      method: "POST",
      headers: { cookie: pass, accept: "application/json" },
      body: new URLSearchParams({ kind: "waiter" }),
    });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({
      ok: true,
      message: "A waiter has already been called and is on the way.",
      back: "Back to the menu",
    });
    const bill = await app.request("/guntoormenu/service", {
      method: "POST",
      headers: { cookie: pass, accept: "application/json" },
      body: new URLSearchParams({ kind: "bill" }),
    });
    expect(await bill.json()).toMatchObject({ ok: true, message: "Your bill is on the way." });
    const open = await app.database.db
      .select()
      .from(tableServiceRequests)
      .where(eq(tableServiceRequests.tableId, tableId));
    expect(open.map((r) => r.kind).sort()).toEqual(["bill", "waiter"]);
  });

  it("the table is the pass's, never the form's; without a pass the guest goes to the visitor form", async () => {
    const forged = await app.request("/guntoormenu/service", {
      method: "POST",
      body: new URLSearchParams({ kind: "waiter", table: tableId }),
    });
    expect(forged.status).toBe(302);
    expect(forged.headers.get("location")).toBe("/guntoorlogin");
    const unknownKind = await app.request("/guntoormenu/service", {
      method: "POST",
      headers: { cookie: pass, accept: "application/json" },
      body: new URLSearchParams({ kind: "dessert" }),
    });
    expect(unknownKind.status).toBe(400);
  });

  it("in Telugu the answer is Telugu", async () => {
    await app.database.db.delete(tableServiceRequests).where(eq(tableServiceRequests.tableId, tableId));
    const response = await app.request("/guntoormenu/service", {
      method: "POST",
      headers: { cookie: `${pass}; menu_lang=te`, accept: "application/json" },
      body: new URLSearchParams({ kind: "waiter" }),
    });
    expect(await response.json()).toMatchObject({ message: "వెయిటర్ వస్తున్నారు." });
  });
});
