import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema";
import { setUpTestDatabase } from "../../../tests/support/db";
import { findSessionUser } from "./session.server";
import { signIn } from "./sign-in.server";
import { DomainError } from "~/modules/errors";
import { createUser } from "./users.server";

const env = { SESSION_MAX_DAYS: 7, SESSION_IDLE_HOURS: 12 };
const database = setUpTestDatabase();

beforeAll(async () => {
  await createUser(database.db, {
    email: "Admin@Example.test",
    password: "correct horse",
    role: "admin",
    actor: null,
  });
});

describe("users", () => {
  it("refuses a duplicate e-mail whatever its case", { tags: ["db"] }, async () => {
    await expect(
      createUser(database.db, {
        email: "admin@EXAMPLE.test",
        password: "another pass",
        role: "manager",
        actor: null,
      }),
    ).rejects.toBeInstanceOf(DomainError);
  });
});

describe("sign-in", () => {
  it("signs in with the right password and the session finds the user", async () => {
    const result = await signIn(database.db, {
      email: "admin@example.test",
      password: "correct horse",
      ip: "10.0.0.1",
      env,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const user = await findSessionUser(database.db, { token: result.token, env });
    expect(user).toMatchObject({ email: "admin@example.test", role: "admin" });
  });

  it("answers the spec's message for a wrong password and writes a failed-sign-in audit row", async () => {
    const result = await signIn(database.db, {
      email: "admin@example.test",
      password: "wrong",
      ip: "10.0.0.2",
      env,
    });
    expect(result).toEqual({
      ok: false,
      status: 401,
      message: "Failed to sign in. Please check your credentials: Invalid email or password.",
    });
    const rows = await database.db.select().from(auditLog);
    expect(rows.some((r) => r.action === "auth.sign-in.failed")).toBe(true);
    expect(JSON.stringify(rows)).not.toContain("wrong");
  });
});
