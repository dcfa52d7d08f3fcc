import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "~/db/schema";
import { findResetLink, resetPasswordWithLink } from "~/modules/auth/passwords.server";
import { signIn } from "~/modules/auth/sign-in.server";
import { createUser } from "~/modules/auth/users.server";
import { DomainError } from "~/modules/errors";
import { EventBus } from "~/modules/live/events.server";
import type { Role } from "~/permissions";
import { setUpTestDatabase } from "../../../tests/support/db";
import { createResetLink, setStaffDisabled } from "./manage-staff.server";
import { staffMessages } from "./messages";

// Issue 28 item 5: a reset link stops working when its account is disabled (and when a newer link
// is made), and does not come back when the account is enabled again.
const env = { SESSION_MAX_DAYS: 7, SESSION_IDLE_HOURS: 12, PUBLIC_URL: "http://eden.test" };
const PASSWORD = "a long password";
const STRONG = "mango monsoon ledger kite";
const database = setUpTestDatabase();
const events = new EventBus();
let n = 0;
let admin: { id: string; email: string; role: Role };

async function account(role: Role) {
  const user = await createUser(database.db, {
    email: `${role}-${++n}@reset.test`,
    password: PASSWORD,
    role,
    actor: null,
  });
  return { id: user.id, email: user.email, role };
}

const tokenOf = (url: string) => url.split("/").pop()!;

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

async function passwordHashOf(id: string) {
  const [row] = await database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id));
  return row!.hash;
}

beforeAll(async () => {
  admin = await account("admin");
});

describe("a reset link of a disabled account", () => {
  it("stops working when the account is disabled, and stays stopped once it is enabled again", async () => {
    const user = await account("manager");
    const link = await createResetLink(database.db, { actor: admin, userId: user.id, env });
    const token = tokenOf(link.url);
    expect(await findResetLink(database.db, { token })).toEqual({ email: user.email });
    const before = await passwordHashOf(user.id);

    await setStaffDisabled(database.db, { actor: admin, userId: user.id, disabled: true, events });
    expect(await findResetLink(database.db, { token })).toBeNull();
    const refused = await refusal(resetPasswordWithLink(database.db, { token, password: STRONG, events }));
    expect(refused.message).toBe(staffMessages.resetLinkInvalid);

    await setStaffDisabled(database.db, { actor: admin, userId: user.id, disabled: false, events });
    expect(await findResetLink(database.db, { token })).toBeNull();
    await refusal(resetPasswordWithLink(database.db, { token, password: STRONG, events }));
    expect(await passwordHashOf(user.id)).toBe(before);
    expect(
      (await signIn(database.db, { email: user.email, password: PASSWORD, ip: "10.0.2.1", env })).ok,
    ).toBe(true);
  });

  it("made while the account is disabled, works only once it is enabled", async () => {
    const user = await account("operations");
    await setStaffDisabled(database.db, { actor: admin, userId: user.id, disabled: true, events });
    const link = await createResetLink(database.db, { actor: admin, userId: user.id, env });
    const token = tokenOf(link.url);
    expect(await findResetLink(database.db, { token })).toBeNull();
    const before = await passwordHashOf(user.id);
    await refusal(resetPasswordWithLink(database.db, { token, password: STRONG, events }));
    expect(await passwordHashOf(user.id)).toBe(before);

    await setStaffDisabled(database.db, { actor: admin, userId: user.id, disabled: false, events });
    await resetPasswordWithLink(database.db, { token, password: STRONG, events });
    expect((await signIn(database.db, { email: user.email, password: STRONG, ip: "10.0.2.2", env })).ok).toBe(
      true,
    );
  });

  it("an earlier link stops when a newer one is made", async () => {
    const user = await account("accounts");
    const first = await createResetLink(database.db, { actor: admin, userId: user.id, env });
    const second = await createResetLink(database.db, { actor: admin, userId: user.id, env });
    await refusal(
      resetPasswordWithLink(database.db, { token: tokenOf(first.url), password: STRONG, events }),
    );
    await resetPasswordWithLink(database.db, { token: tokenOf(second.url), password: STRONG, events });
  });
});
