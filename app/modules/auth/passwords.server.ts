import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { passwordResetTokens, totpCredentials, users } from "~/db/schema";
import type { Actor } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { hashResetToken } from "~/modules/staff/manage-staff.server";
import { staffMessages } from "~/modules/staff/messages";
import { authorize } from "~/permissions";
import { hashPassword, verifyPassword } from "./password.server";
import { tooEasyToGuess } from "./auth.schema";
import { isTooEasyToGuess } from "./password-strength.server";
import { announceEndedSessions, endSessionsAudited, hashToken } from "./session.server";
import { clearOwnPasswordChecks, countOwnPasswordCheck } from "./throttle.server";

/**
 * A two-factor enrolment started but not confirmed ends with a new password (issue 28 item 2): a
 * secret someone saw before the change cannot be the one turned on after it. (Ending sessions ends
 * their enrolments too: the row goes with its session.)
 */
async function discardPendingEnrolment(tx: Tx, userId: string): Promise<void> {
  await tx
    .delete(totpCredentials)
    .where(and(eq(totpCredentials.userId, userId), isNull(totpCredentials.enabledAt)));
}

/** ASVS 6.2: the length rules are the form schema's; here the guessability, for this user. */
export async function assertPasswordStrongEnough(password: string, email: string): Promise<void> {
  if (await isTooEasyToGuess(password, email)) throw new DomainError(400, tooEasyToGuess, "password");
}

/**
 * The e-mail a reset link is for, or null when it is unknown, used or expired, or its account is
 * disabled (issue 28 item 5: a disabled account's links stop working; disabling also deletes them).
 */
export async function findResetLink(db: Db, options: { token: string; now?: Date }) {
  const [row] = await db
    .select({ email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, and(eq(users.id, passwordResetTokens.userId), isNull(users.disabledAt)))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashResetToken(options.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, options.now ?? new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Following a reset link: sets the new password once (the link is spent in the same
 * transaction) and ends every session of the account on every instance.
 */
export async function resetPasswordWithLink(
  db: Db,
  options: { token: string; password: string; events: EventBus; ip?: string; now?: Date },
): Promise<{ email: string }> {
  const now = options.now ?? new Date();
  const tokenHash = hashResetToken(options.token);
  const [link] = await db
    .select({ email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  if (!link) throw new DomainError(400, staffMessages.resetLinkInvalid);
  await assertPasswordStrongEnough(options.password, link.email);
  const passwordHash = await hashPassword(options.password);
  const { ended, user } = await db.transaction(async (tx) => {
    // Spent here, under the row's lock: two submissions of one link cannot both set a password.
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw new DomainError(400, staffMessages.resetLinkInvalid);
    // Only an enabled account's link sets a password (the account's row is locked by the update,
    // so a disable at the same moment waits for it or comes first and is seen here).
    const [updated] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, spent.userId), isNull(users.disabledAt)))
      .returning({ id: users.id, email: users.email });
    if (!updated) throw new DomainError(400, staffMessages.resetLinkInvalid);
    await discardPendingEnrolment(tx, updated.id);
    const hashes = await endSessionsAudited(tx, {
      userId: spent.userId,
      audit: {
        actor: updated,
        action: "user.password.reset",
        entity: "user",
        entityId: spent.userId,
        after: { email: updated.email, ip: options.ip ?? null },
      },
    });
    return { ended: hashes, user: updated };
  });
  await announceEndedSessions(options.events, ended);
  return { email: user.email };
}

/**
 * Own password change: the current password is required; the other sessions of the account
 * end (this one stays signed in).
 */
export async function changeOwnPassword(
  db: Db,
  options: {
    actor: Actor;
    sessionToken: string;
    currentPassword: string;
    password: string;
    events: EventBus;
    ip?: string;
  },
): Promise<void> {
  const { actor } = options;
  authorize(actor, "account.manage");
  if (!(await countOwnPasswordCheck(db, actor.id))) {
    throw new DomainError(429, staffMessages.tooManyPasswordChecks, "currentPassword");
  }
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.id))
    .limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, options.currentPassword))) {
    throw new DomainError(400, staffMessages.wrongCurrentPassword, "currentPassword");
  }
  await assertPasswordStrongEnough(options.password, actor.email);
  const passwordHash = await hashPassword(options.password);
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, actor.id));
    await clearOwnPasswordChecks(tx, actor.id);
    await discardPendingEnrolment(tx, actor.id);
    return endSessionsAudited(tx, {
      userId: actor.id,
      keep: hashToken(options.sessionToken),
      audit: {
        actor,
        action: "user.password.change",
        entity: "user",
        entityId: actor.id,
        after: { email: actor.email, ip: options.ip ?? null },
      },
    });
  });
  await announceEndedSessions(options.events, ended);
}
