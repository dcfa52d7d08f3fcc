import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";
import { DomainError } from "~/modules/errors";
import { staffMessages } from "~/modules/staff/messages";
import { verifyPassword } from "./password.server";
import { clearOwnPasswordChecks, countOwnPasswordCheck } from "./throttle.server";
import { twoFactorMessages } from "./two-factor.messages";

/**
 * A signed-in user's own password, asked again before a change only its owner may make (turning
 * two-factor sign-in on or off, new recovery codes): counted before it is checked (5 per account in
 * 15 minutes, then refused right or not: throttle.server.ts), a right one clears the count. Throws
 * the refusal on `field`.
 */
export async function requireOwnPassword(
  db: Db,
  options: { userId: string; password: string; field?: string; wrong?: string },
): Promise<void> {
  const field = options.field ?? "password";
  if (!(await countOwnPasswordCheck(db, options.userId))) {
    throw new DomainError(429, staffMessages.tooManyPasswordChecks, field);
  }
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, options.userId));
  if (!row || !(await verifyPassword(row.passwordHash, options.password))) {
    throw new DomainError(400, options.wrong ?? twoFactorMessages.wrongPassword, field);
  }
  await clearOwnPasswordChecks(db, options.userId);
}
