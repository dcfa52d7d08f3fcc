import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { passwordResetTokens, totpCredentials, users } from "~/db/schema";
import type { Env } from "~/env.server";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import {
  announceEndedSessions,
  deleteUserSessions,
  endSessionsAudited,
  userSessionHashes,
} from "~/modules/auth/session.server";
import { DomainError } from "~/modules/errors";
import { enqueueMail } from "~/modules/outbox/outbox.server";
import type { EventBus } from "~/modules/live/events.server";
import { authorize, can, type Role, rolesWith } from "~/permissions";
import { staffMessages } from "./messages";
import { resetLinkMail } from "./reset-link-mail";

/** A reset link is valid for 24 hours (issue 14). */
export const RESET_LINK_HOURS = 24;

export interface StaffRow {
  id: string;
  email: string;
  role: string;
  active: boolean;
  twoFactor: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}

/** Every account, oldest first, for the Staff screen. */
export async function listStaff(db: Db, options: { actor: Actor }): Promise<StaffRow[]> {
  authorize(options.actor, "staff.manage", staffMessages.onlyAdmins);
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
      lastSignInAt: users.lastSignInAt,
      twoFactorSince: totpCredentials.enabledAt,
    })
    .from(users)
    .leftJoin(totpCredentials, eq(totpCredentials.userId, users.id))
    .orderBy(asc(users.createdAt), asc(users.email));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    active: row.disabledAt === null,
    twoFactor: row.twoFactorSince !== null,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  }));
}

type Target = { id: string; email: string; role: string; disabledAt: Date | null };

async function lockTarget(tx: Tx, userId: string): Promise<Target> {
  const [row] = await tx
    .select({ id: users.id, email: users.email, role: users.role, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!row) throw new DomainError(404, staffMessages.userNotFound);
  return row;
}

/**
 * The last-admin rule: the active accounts able to manage staff are locked (so two admins
 * demoting each other at once cannot both pass) and one must remain besides `target`.
 */
async function requireAnotherActiveAdmin(tx: Tx, target: Target): Promise<void> {
  if (target.disabledAt !== null || !can(target.role, "staff.manage")) return;
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, rolesWith("staff.manage")), isNull(users.disabledAt)))
    .orderBy(asc(users.id))
    .for("update");
  if (!admins.some((admin) => admin.id !== target.id)) throw new DomainError(409, staffMessages.lastAdmin);
}

const summary = (t: Target) => ({ email: t.email, role: t.role, active: t.disabledAt === null });

/**
 * Disables an account (no sign-in; every session ends on every instance, live streams included)
 * or enables it again. An admin cannot disable themselves, nor the last active admin.
 */
export async function setStaffDisabled(
  db: Db,
  options: { actor: Actor; userId: string; disabled: boolean; events: EventBus; now?: Date },
): Promise<void> {
  const { actor, userId, disabled } = options;
  authorize(actor, "staff.manage", staffMessages.onlyAdmins);
  if (disabled && userId === actor.id) throw new DomainError(409, staffMessages.notYourself);
  const ended = await db.transaction(async (tx) => {
    const target = await lockTarget(tx, userId);
    if ((target.disabledAt !== null) === disabled) return [];
    if (disabled) await requireAnotherActiveAdmin(tx, target);
    await tx
      .update(users)
      .set({ disabledAt: disabled ? (options.now ?? new Date()) : null })
      .where(eq(users.id, userId));
    const endedHashes = disabled ? await deleteUserSessions(tx, { userId }) : [];
    // Its unused reset links stop working with it (issue 28 item 5), also once it is enabled again.
    if (disabled) {
      await tx
        .delete(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    }
    await writeAudit(tx, {
      actor,
      action: disabled ? "user.disable" : "user.enable",
      entity: "user",
      entityId: userId,
      before: summary(target),
      after: { ...summary(target), active: !disabled, sessionsEnded: endedHashes.length },
    });
    return endedHashes;
  });
  await announceEndedSessions(options.events, ended);
}

/**
 * A new role applies from the user's next request: no sign-out, but every instance reads the
 * session again at once (and ends its live streams, which the browser reopens with the new role).
 */
export async function changeStaffRole(
  db: Db,
  options: { actor: Actor; userId: string; role: Role; events: EventBus },
): Promise<void> {
  const { actor, userId, role } = options;
  authorize(actor, "staff.manage", staffMessages.onlyAdmins);
  const affected = await db.transaction(async (tx) => {
    const target = await lockTarget(tx, userId);
    if (!can(role, "staff.manage")) await requireAnotherActiveAdmin(tx, target);
    const changed = await tx
      .update(users)
      .set({ role })
      .where(and(eq(users.id, userId), ne(users.role, role)))
      .returning({ id: users.id });
    if (changed.length === 0) return [];
    await writeAudit(tx, {
      actor,
      action: "user.role",
      entity: "user",
      entityId: userId,
      before: { email: target.email, role: target.role },
      after: { email: target.email, role },
    });
    return userSessionHashes(tx, userId);
  });
  await announceEndedSessions(options.events, affected);
}

/** An admin ends every session of a user (sign-in needed again everywhere). */
export async function endStaffSessions(
  db: Db,
  options: { actor: Actor; userId: string; events: EventBus },
): Promise<number> {
  const { actor, userId } = options;
  authorize(actor, "staff.manage", staffMessages.onlyAdmins);
  const ended = await db.transaction(async (tx) => {
    const target = await lockTarget(tx, userId);
    return endSessionsAudited(tx, {
      userId,
      audit: {
        actor,
        action: "user.sessions.end",
        entity: "user",
        entityId: userId,
        after: { email: target.email },
      },
    });
  });
  await announceEndedSessions(options.events, ended);
  return ended.length;
}

export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * A one-time link valid 24 hours, returned once for the admin to pass on; only its hash is kept,
 * and an earlier unused link of the same account stops working. With e-mail configured the link is
 * also queued in the outbox, in the same transaction, as a sensitive mail (its body is cleared once
 * delivered; docs/security.md). `mailed` says whether it was queued; call `kickOutbox()` after.
 */
export async function createResetLink(
  db: Db,
  options: { actor: Actor; userId: string; env: Pick<Env, "PUBLIC_URL" | "SMTP_URL">; now?: Date },
): Promise<{ url: string; expiresAt: string; email: string; mailed: boolean }> {
  const { actor, userId } = options;
  authorize(actor, "staff.manage", staffMessages.onlyAdmins);
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + RESET_LINK_HOURS * 3_600_000);
  const url = `${options.env.PUBLIC_URL}/luxebooking/reset-password/${token}`;
  const mailed = Boolean(options.env.SMTP_URL);
  const email = await db.transaction(async (tx) => {
    const target = await lockTarget(tx, userId);
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashResetToken(token),
      userId,
      createdById: actor.id,
      createdAt: now,
      expiresAt,
    });
    if (mailed) {
      await enqueueMail(tx, {
        ...resetLinkMail({ url, expiresAt: expiresAt.toISOString() }),
        to: target.email,
        kind: "staff-reset-link",
        refId: userId,
        sensitive: true,
        now,
      });
    }
    await writeAudit(tx, {
      actor,
      action: "user.password.reset-link",
      entity: "user",
      entityId: userId,
      after: { email: target.email, expiresAt: expiresAt.toISOString() },
    });
    return target.email;
  });
  return { url, expiresAt: expiresAt.toISOString(), email, mailed };
}
