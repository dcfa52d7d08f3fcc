import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppHarness, startApp } from "../support/app-harness";

/** Issue 18 item 6 (DPDP Act 2023): a guest's name and phone number never reach the logs. */
let app: AppHarness;
const lines: string[] = [];
beforeAll(async () => {
  const logger = pino({ level: "debug" }, { write: (line: string) => void lines.push(line) });
  app = await startApp({ logger });
}, 120_000);
afterAll(() => app?.close());

const NAME = "Sravani Kondapalli";
const PHONE = "9876501234";

describe("no guest data in the logs", { tags: ["db"] }, () => {
  it("logs requests of the visitor form, the admin panel and a guest data request without names or numbers", async () => {
    const entry = await app.request("/guntoorlogin?table=00000000-0000-4000-8000-000000000000", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ customerName: NAME, phoneNumber: PHONE, numGuests: "2" }),
    });
    expect(entry.status).toBe(200);
    const cookie = await app.staff("manager");
    const lookup = await app.request(`/guntoormenuadmin?tab=guestData&phone=${PHONE}&customerName=${NAME}`, {
      headers: { cookie },
    });
    expect(lookup.status).toBe(200);
    // Issue 29 item 9: found by phone and name; exported and deleted for the ticked rows once staff
    // confirmed who asked. Every step's body carries the number and name, never its URL.
    const post = (fields: Record<string, string>) =>
      app.request("/api/v1/menu/guest-data", {
        method: "POST",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ phone: PHONE, name: NAME, ...fields }),
      });
    const found = await post({ intent: "find" });
    expect(found.status).toBe(200);
    const { entries } = (await found.json()) as { entries: { id: string }[] };
    expect(entries).toHaveLength(1);
    for (const intent of ["export", "delete"]) {
      const result = await post({ intent, ids: entries[0]!.id, verified: "on" });
      expect(result.status).toBe(200);
    }
    const refused = await app.request("/api/v1/menu/guest-data", {
      method: "POST",
      headers: { cookie: await app.staff("operations"), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "find", phone: PHONE, name: NAME }),
    });
    expect(refused.status).toBe(403);
    const log = lines.join("");
    expect(log).toContain('"msg":"request"');
    expect(log).toContain("/api/v1/menu/guest-data");
    expect(log).not.toContain(PHONE);
    expect(log).not.toContain("Sravani");
  });
});
