import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/modules/auth/users.server";
import { createResetLink } from "~/modules/staff/manage-staff.server";
import { type AppHarness, startApp } from "../support/app-harness";

// Issue 28 item 4: a reset link's token never appears in the logs, whether its page, its router
// data request or its form's post is logged.
let app: AppHarness;
const lines: string[] = [];
beforeAll(async () => {
  const logger = pino({ level: "debug" }, { write: (line: string) => void lines.push(line) });
  app = await startApp({ logger });
}, 120_000);
afterAll(() => app?.close());

describe("the request log", () => {
  it("writes a reset link's requests without its token", async () => {
    const user = await createUser(app.database.db, {
      email: "reset-logs@eden.test",
      password: "a long password",
      role: "manager",
      actor: null,
    });
    const admin = await createUser(app.database.db, {
      email: "reset-logs-admin@eden.test",
      password: "a long password",
      role: "admin",
      actor: null,
    });
    const link = await createResetLink(app.database.db, {
      actor: { id: admin.id, email: admin.email, role: "admin" },
      userId: user.id,
      env: app.env,
    });
    const path = new URL(link.url).pathname;
    const token = path.split("/").pop()!;
    const statuses = [(await app.request(path)).status, (await app.request(`${path}.data`)).status];
    expect(statuses).toEqual([200, 200]);
    const posted = await app.request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        password: "mango monsoon ledger kite",
        confirmPassword: "mango monsoon ledger kite",
      }),
    });
    // The password is set (the page then reads the spent link again: 410 for the document).
    expect(posted.status).toBe(410);
    expect(await posted.text()).toContain("Your password has been set. Sign in with it.");
    const requests = lines.filter(
      (line) => line.includes('"msg":"request"') && line.includes("reset-password"),
    );
    expect(requests).toHaveLength(3);
    for (const line of requests) expect(line).toContain("/luxebooking/reset-password/redacted");
    expect(lines.join("")).not.toContain(token);
  });
});
