import readXlsxFile from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as exportRoute from "~/routes/api/reservations-export";
import * as searchRoute from "~/routes/luxebooking/search";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { unzipText } from "../../../tests/support/zip";
import { createReservation } from "./create-reservation.server";
import { softDeleteReservation } from "./soft-delete-reservation.server";
import { input } from "./test-fixtures";

// @module-tag db (unaccent, trigram index and LIKE escaping on both engines)

/** Issue 16 item 3: find any booking; the URL holds the search; CSV and .xlsx for admin and accounts. */
let h: RouteHarness;
let hidden: string;
beforeAll(async () => {
  h = await createRouteHarness();
  const add = (overrides: Parameters<typeof input>[0]) =>
    createReservation(h.db, { events: h.events, actor: h.actor("admin"), input: input(overrides) });
  await add({
    eventName: "Fernández Sangeet",
    clientName: "Chloé Fernández",
    clientEmail: "chloe.f@example.com",
    clientPhone: "+91 98450 77777",
    eventDate: "2099-04-10",
    status: "confirmed",
    mealType: "veg",
  });
  await add({
    eventName: '=HYPERLINK("http://x")',
    clientName: "Suresh 100% Pure_Veg",
    clientEmail: "suresh@example.com",
    clientPhone: "9880012345",
    eventDate: "2099-05-01",
    status: "pending",
    mealType: "non-veg",
    advanceAmountReceived: "0",
  });
  await add({
    eventName: "Kumar Birthday",
    clientName: "Anil Kumar",
    eventDate: "2099-06-01",
    status: "cancelled",
  });
  // No advance: a reservation with payments cannot be soft-deleted (issue 27 item 15).
  const { id } = await add({
    eventName: "Hidden Gala",
    clientName: "Chloe Hidden",
    eventDate: "2099-07-01",
    advanceAmountReceived: "0",
  });
  hidden = id;
  await softDeleteReservation(h.db, { events: h.events, actor: h.actor("operations"), id });
});
afterAll(() => h.close());

async function names(query: string, role: "admin" | "manager" | "operations" | "accounts" = "manager") {
  const answer = await h.reply(searchRoute.loader, { as: role, url: `/luxebooking/search?${query}` });
  const body = answer.body as { error: string | null; results: { items: { eventName: string }[] } | null };
  return {
    status: answer.status,
    error: body.error,
    names: body.results?.items.map((c) => c.eventName) ?? null,
  };
}

describe("find any booking", () => {
  it("partial, case- and accent-insensitive over client name, phone, e-mail and event name", async () => {
    for (const q of [
      "chloe",
      "CHLOÉ",
      "fernandez",
      "FERNÁND",
      "sangeet",
      "chloe.f@",
      "98450 777",
      "9845077777",
    ]) {
      expect((await names(`q=${encodeURIComponent(q)}`)).names, q).toEqual(["Fernández Sangeet"]);
    }
  });

  it("every role that sees reservations can search; soft-deleted ones are never found", async () => {
    for (const role of ["admin", "manager", "operations", "accounts"] as const) {
      expect((await names("q=hidden", role)).names, role).toEqual([]);
    }
    expect(hidden).toBeTruthy();
  });

  it("filters by date range, status and meal type, latest event first", async () => {
    expect((await names("from=2099-04-01&to=2099-05-31")).names).toEqual([
      '=HYPERLINK("http://x")',
      "Fernández Sangeet",
    ]);
    expect((await names("status=cancelled")).names).toEqual(["Kumar Birthday"]);
    expect((await names("meal=non-veg&from=2099-01-01")).names).toEqual(['=HYPERLINK("http://x")']);
    expect((await names("q=kumar&status=confirmed")).names).toEqual([]);
  });

  it("SQL and pattern metacharacters are matched as text: an empty result or the literal match, never a 500", async () => {
    expect((await names(`q=${encodeURIComponent("100%")}`)).names).toEqual(['=HYPERLINK("http://x")']);
    expect((await names(`q=${encodeURIComponent("pure_veg")}`)).names).toEqual(['=HYPERLINK("http://x")']);
    for (const q of ["%", "_", "\\", "'; drop table reservations; --", ".*", "(a+)+$", "[", "%%%___"]) {
      const found = await names(`q=${encodeURIComponent(q)}`);
      expect(found.status, q).toBe(200);
      expect(found.names, q).toEqual(q === "%" || q === "_" ? ['=HYPERLINK("http://x")'] : []);
    }
  });

  it("a 10,000-character search and bad filters get a clear message and no results (400), never a 500", async () => {
    expect(await names(`q=${"a".repeat(10_000)}`)).toEqual({
      status: 400,
      error: "Search for at most 100 characters.",
      names: null,
    });
    expect((await names("from=2099-13-40")).error).toBe("Please choose a valid 'from' date.");
    expect((await names("from=2099-05-01&to=2099-04-01")).error).toBe(
      "The 'to' date must be on or after the 'from' date.",
    );
    expect((await names("status=soft-deleted")).error).toBe("Please choose a status.");
  });

  it("the page renders the search back from the URL (bookmarkable), with export links for admin and accounts only", async () => {
    const path = "/luxebooking/search?q=chloe&status=confirmed";
    for (const role of ["admin", "manager", "operations", "accounts"] as const) {
      const page = await h.render(searchRoute, role, { pattern: "/luxebooking/search", path });
      expect(page.html, role).toContain('value="chloe"');
      expect(page.text, role).toContain("Fernández Sangeet");
      const exports = page.html.includes(
        'href="/api/v1/reservations/export.csv?q=chloe&amp;status=confirmed"',
      );
      expect(exports, role).toBe(role === "admin" || role === "accounts");
    }
  });

  it("signed out and an unknown role cannot search", async () => {
    expect(
      (await h.reply(searchRoute.loader, { as: "signed-out", url: "/luxebooking/search?q=a" })).status,
    ).toBe(302);
    expect(
      (await h.reply(searchRoute.loader, { as: "unknown", url: "/luxebooking/search?q=a" })).status,
    ).toBe(403);
  });
});

describe("export of the result", () => {
  it("CSV: BOM, every cell quoted, formula-safe, money in rupees with 2 decimals", async () => {
    const result = await h.call(exportRoute.loader, {
      as: "accounts",
      url: "/api/v1/reservations/export.csv?from=2099-04-01&to=2099-05-31",
    });
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(result.headers.get("content-disposition")).toMatch(
      /^attachment; filename="reservations_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await result.response!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"Event Name","Event Date","Start Time","End Time","Client Name","Client Email","Client Phone","Guests","Meal Type","Status","Total incl. GST (₹)","Advance Received (₹)","Remaining Due (₹)","Alcohol Due (₹)","TDS (₹)","Refund Due (₹)"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      '"\'=HYPERLINK(""http://x"")","2099-05-01","18:00","23:00","Suresh 100% Pure_Veg","suresh@example.com","\'+919880012345","250","Non-Veg","Pending","354000.00","0.00","354000.00","0.00","0.00","0.00"',
    );
    expect(lines[2]).toContain('"Fernández Sangeet"');
    expect(lines[2]).toContain('"\'+919845077777"');
    expect(lines[2]).toMatch(/"354000\.00","100000\.00","254000\.00","0\.00","0\.00","0\.00"$/);
  });

  it(".xlsx: the same rows; text as text (never a formula, no apostrophe), guests and money as numbers shown with 2 decimals", async () => {
    const result = await h.call(exportRoute.loader, {
      as: "admin",
      url: "/api/v1/reservations/export.xlsx?from=2099-04-01&to=2099-05-31",
    });
    expect(result.status).toBe(200);
    const file = Buffer.from(await result.response!.arrayBuffer());
    const [sheet] = await readXlsxFile(file);
    const rows = sheet!.data;
    expect(rows[0]![0]).toBe("Event Name");
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      '=HYPERLINK("http://x")',
      "2099-05-01",
      "18:00",
      "23:00",
      "Suresh 100% Pure_Veg",
      "suresh@example.com",
      "+919880012345",
      250,
      "Non-Veg",
      "Pending",
      354000,
      0,
      354000,
      0,
      0,
      0,
    ]);
    expect(rows[2]).toEqual([
      "Fernández Sangeet",
      "2099-04-10",
      "18:00",
      "23:00",
      "Chloé Fernández",
      "chloe.f@example.com",
      "+919845077777",
      250,
      "Veg",
      "Confirmed",
      354000,
      100000,
      254000,
      0,
      0,
      0,
    ]);

    // What the reader hides: a text cell is a string cell (never evaluated), no cell is a formula,
    // and the money cells use the number format #,##0.00.
    const xml = unzipText(file);
    const sheetXml = xml.get("xl/worksheets/sheet1.xml")!;
    expect(sheetXml).not.toMatch(/<f[ >]/);
    const cell = (ref: string) => sheetXml.match(new RegExp(`<c r="${ref}"[^>]*>`))?.[0] ?? "";
    expect(cell("A2")).toMatch(/ t="(s|inlineStr|str)"/);
    expect(cell("A2")).not.toMatch(/ t="str"/);
    expect(cell("G3")).toMatch(/ t="(s|inlineStr)"/);
    const styles = xml.get("xl/styles.xml")!;
    const twoDecimals = styles.match(/<numFmt numFmtId="(\d+)" formatCode="#,##0\.00"\s*\/>/)?.[1];
    expect(twoDecimals).toBeDefined();
    const xfs = [...styles.match(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/)![1]!.matchAll(/<xf [^>]*>/g)].map(
      ([xf]) => xf.match(/numFmtId="(\d+)"/)?.[1],
    );
    for (const ref of ["K2", "L2", "M2", "K3", "L3", "M3"]) {
      const style = Number(cell(ref).match(/ s="(\d+)"/)?.[1] ?? 0);
      expect(xfs[style], ref).toBe(twoDecimals);
      expect(cell(ref), ref).not.toMatch(/ t="/);
    }
  });

  it("manager, operations, an unknown role (403) and signed out (401) cannot export; bad input is 400", async () => {
    for (const [role, status] of [
      ["manager", 403],
      ["operations", 403],
      ["unknown", 403],
      ["signed-out", 401],
    ] as const) {
      for (const ext of ["csv", "xlsx"]) {
        const result = await h.reply(exportRoute.loader, {
          as: role,
          url: `/api/v1/reservations/export.${ext}`,
        });
        expect(result.status, `${role} ${ext}`).toBe(status);
      }
    }
    const bad = await h.reply(exportRoute.loader, {
      as: "admin",
      url: `/api/v1/reservations/export.csv?q=${"x".repeat(10_000)}`,
    });
    expect(bad.status).toBe(400);
  });
});
