import Papa from "papaparse";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema";
import { signIn } from "~/modules/auth/sign-in.server";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { auditFilterSchema } from "./audit.schema";
import { exportAuditCsv, listAudit } from "./list-audit.server";

// Issue 28 item 13: text typed by someone not signed in (a sign-in's e-mail) reaches the audit trail
// escaped: it can neither break the trail's lines nor add a look-alike "key: value" field.
let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());

const forged = "guest@eden.test\r\nreason: account disabled; ip: 203.0.113.9";

describe("a failed sign-in's e-mail in the audit trail", () => {
  it("is kept on one line, escaped, and shown as one value on the screen and in the CSV", async () => {
    const result = await signIn(h.db, {
      email: forged,
      password: "not the password",
      ip: "198.51.100.7",
      env: h.env,
    });
    expect(result.ok).toBe(false);
    const [row] = await h.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, "auth.sign-in.failed"));
    const after = row!.after as Record<string, string>;
    expect(after.email).toBe("guest@eden.test\\r\\nreason: account disabled; ip: 203.0.113.9");
    expect(after.email).not.toMatch(/[\r\n]/);
    expect(after.reason).toBe("no such account");

    const filter = auditFilterSchema.parse({ action: "auth.sign-in.failed" });
    const { rows } = await listAudit(h.db, { actor: h.actor("admin"), filter });
    // Three fields, whatever the e-mail says, named in words (issue 32 item 5).
    expect(rows[0]!.details.map((d) => d.label).sort()).toEqual(["Address", "E-mail", "Reason"]);

    const { page: _page, ...csvFilter } = filter;
    const csv = await exportAuditCsv(h.db, { actor: h.actor("admin"), filter: csvFilter });
    const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: true });
    expect(parsed.data).toHaveLength(2);
    const changes = parsed.data[1]![5]!;
    expect(changes).not.toMatch(/[\r\n]/);
    expect(changes).toBe(
      'Address: 198.51.100.7; E-mail: "guest@eden.test\\\\r\\\\nreason: account disabled; ip: 203.0.113.9"; Reason: no such account',
    );
  });
});
