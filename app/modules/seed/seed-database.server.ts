import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { passwordResetTokens, users } from "~/db/schema";
import { ConfigError, type Env } from "~/env.server";
import { writeAudit } from "~/modules/audit/audit.server";
import { hashPassword, verifyPassword } from "~/modules/auth/password.server";
import { demoAccounts, isLoopbackUrl } from "~/modules/auth/demo-accounts";
import { isTooEasyToGuess } from "~/modules/auth/password-strength.server";
import { deleteUserSessions } from "~/modules/auth/session.server";
import { countUsers, createUser, findUserByEmail } from "~/modules/auth/users.server";
import { DomainError } from "~/modules/errors";
import { seedEnquiries } from "~/modules/contact/seed-enquiries.server";
import { seedReservations } from "~/modules/reservations/seed-reservations.server";
import { seedMenuModule } from "~/modules/menu/seed-menu.server";
import type { SeedContext } from "~/base/seed-context";

// Where auth reads them too (issue 28 item 19: auth imports nothing from seed).
export { demoAccounts, isLoopbackUrl };

/** Each module's seeder, in order; each must be idempotent (it runs at every start). */
const moduleSeeders: { name: string; seed(ctx: SeedContext): Promise<void> }[] = [
  { name: "menu", seed: seedMenuModule },
  { name: "reservations", seed: seedReservations },
  { name: "contact", seed: seedEnquiries },
];

/**
 * Issue 28 items 1 and 14: demo accounts (an admin among them) on a site anyone can reach need a
 * password only its operator knows. With `SEED_DEMO=1` and a PUBLIC_URL that is not a loopback
 * address, DEMO_PASSWORD must be set and hard to guess (the rule of every staff password, for each
 * demo account's e-mail); the message that stops the start otherwise, or null.
 */
export async function demoPasswordProblem(
  env: Pick<Env, "SEED_DEMO" | "DEMO_PASSWORD" | "PUBLIC_URL">,
): Promise<string | null> {
  if (!env.SEED_DEMO || isLoopbackUrl(env.PUBLIC_URL)) return null;
  const why = `SEED_DEMO=1 keeps the demo staff accounts (an admin among them) on ${env.PUBLIC_URL}, which is not a loopback address`;
  if (!env.DEMO_PASSWORD) {
    return `${why}: set DEMO_PASSWORD to a long password only you know (a phrase of four or more unrelated words), or unset SEED_DEMO.`;
  }
  // The estimator loads only here, for a public SEED_DEMO start (issue 33: not with every server).
  const weak = await Promise.all(demoAccounts.map((a) => isTooEasyToGuess(env.DEMO_PASSWORD!, a.email)));
  if (weak.some(Boolean)) {
    return `${why}, and DEMO_PASSWORD is too easy to guess. Use a longer phrase of unrelated words (not the venue's names), or unset SEED_DEMO.`;
  }
  return null;
}

/**
 * A start whose PUBLIC_URL is not a loopback address and without SEED_DEMO: demo accounts left from
 * a trial (whose password was printed and is kept in DATA_DIR) are disabled, their sessions and
 * reset links end, each audited, and the log says so. Returns the accounts disabled.
 */
async function disableDemoAccounts(
  database: Database,
  env: Env,
  logger: SeedContext["logger"],
): Promise<string[]> {
  const emails = demoAccounts.map((account) => account.email);
  const result = await database.db.transaction(async (tx) => {
    const found = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(and(inArray(users.email, emails), isNull(users.disabledAt)))
      .for("update");
    let sessionsEnded = 0;
    for (const user of found) {
      await tx.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
      const ended = await deleteUserSessions(tx, { userId: user.id });
      sessionsEnded += ended.length;
      await tx
        .delete(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
      await writeAudit(tx, {
        actor: null,
        action: "user.disable",
        entity: "user",
        entityId: user.id,
        before: { email: user.email, role: user.role, active: true },
        after: {
          email: user.email,
          role: user.role,
          active: false,
          sessionsEnded: ended.length,
          reason: "demo account on a public site",
        },
      });
    }
    const disabled = emails.filter((email) => found.some((user) => user.email === email));
    return { disabled, sessionsEnded };
  });
  if (result.disabled.length > 0) {
    logger.warn(
      { accounts: result.disabled, sessionsEnded: result.sessionsEnded },
      `Demo accounts disabled and their sessions ended (${result.disabled.join(", ")}; ${result.sessionsEnded} sessions): PUBLIC_URL (${env.PUBLIC_URL}) is not a loopback address and SEED_DEMO is not set. To keep them, start with SEED_DEMO=1 and a strong DEMO_PASSWORD.`,
    );
  }
  return result.disabled;
}

/**
 * `SEED_DEMO=1` on a public PUBLIC_URL with a strong DEMO_PASSWORD (demoPasswordProblem): the demo
 * accounts are kept, enabled, and their password is DEMO_PASSWORD, not the one a trial printed
 * (a changed password ends the account's sessions). Returns the accounts whose password changed.
 */
async function keepDemoAccounts(database: Database, password: string): Promise<string[]> {
  const emails = demoAccounts.map((account) => account.email);
  const found = await database.db
    .select({ id: users.id, email: users.email, hash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(inArray(users.email, emails));
  const changed: string[] = [];
  for (const user of found) {
    const same = await verifyPassword(user.hash, password);
    if (same && !user.disabledAt) continue;
    const hash = same ? user.hash : await hashPassword(password);
    await database.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash: hash, disabledAt: null }).where(eq(users.id, user.id));
      if (!same) await deleteUserSessions(tx, { userId: user.id });
      await writeAudit(tx, {
        actor: null,
        action: same ? "user.enable" : "user.password.reset",
        entity: "user",
        entityId: user.id,
        after: { email: user.email, active: true, reason: "SEED_DEMO=1 with DEMO_PASSWORD" },
      });
    });
    if (!same) changed.push(user.email);
  }
  return changed;
}

function demoPassword(env: Env): { password: string; generated: boolean } {
  if (env.DEMO_PASSWORD) return { password: env.DEMO_PASSWORD, generated: false };
  const file = path.join(env.DATA_DIR, "demo-password");
  if (existsSync(file)) return { password: readFileSync(file, "utf8").trim(), generated: false };
  mkdirSync(env.DATA_DIR, { recursive: true });
  const password = randomBytes(9).toString("base64url");
  writeFileSync(file, password, { mode: 0o600 });
  return { password, generated: true };
}

/**
 * Creates the demo accounts still missing; true when this start created any. Side by side: each
 * password hash (argon2, the production parameters) runs on its own thread of the pool, and each
 * account's insert is its own transaction, which the database takes one at a time. One after the
 * other the four hashes were 0.8–1.5 s of a first start's wall time under load.
 */
async function createDemoAccounts(database: Database, password: string): Promise<boolean> {
  const created = await Promise.all(
    demoAccounts.map(async (account) => {
      if (await findUserByEmail(database.db, account.email)) return false;
      try {
        await createUser(database.db, { ...account, password, actor: null });
        return true;
      } catch (error) {
        // Another instance starting at the same moment may create it first.
        if (!(error instanceof DomainError && error.status === 409)) throw error;
        return false;
      }
    }),
  );
  return created.some(Boolean);
}

async function demoAccountsMissing(database: Database): Promise<boolean> {
  for (const account of demoAccounts) {
    if (!(await findUserByEmail(database.db, account.email))) return true;
  }
  return false;
}

export async function seedDatabase({ database, env, logger }: Omit<SeedContext, "demo">): Promise<void> {
  const problem = await demoPasswordProblem(env);
  if (problem) throw new ConfigError(problem);
  const empty = (await countUsers(database.db)) === 0;
  const localTrial = isLoopbackUrl(env.PUBLIC_URL);
  const demo = env.SEED_DEMO || (empty && database.kind === "pglite" && localTrial);
  if (!localTrial && !env.SEED_DEMO) await disableDemoAccounts(database, env, logger);
  if (!localTrial && env.SEED_DEMO && env.DEMO_PASSWORD) {
    const changed = await keepDemoAccounts(database, env.DEMO_PASSWORD);
    if (changed.length > 0) {
      logger.warn(
        { accounts: changed },
        "Demo accounts kept (SEED_DEMO=1): their password is now DEMO_PASSWORD, and their sessions ended.",
      );
    }
  }
  if (demo && (await demoAccountsMissing(database))) {
    const { password, generated } = demoPassword(env);
    // Printed on the start that created the accounts only: logs are kept and shipped.
    if (await createDemoAccounts(database, password)) {
      const where = generated ? `generated and saved in ${path.join(env.DATA_DIR, "demo-password")}` : "";
      const lines = [
        "",
        `  Demo staff accounts (sign in at ${env.PUBLIC_URL}/luxebooking/login):`,
        ...demoAccounts.map((a) => `    ${a.role.padEnd(11)} ${a.email}`),
        // Never printed for a site anyone can reach: its operator set it (DEMO_PASSWORD).
        localTrial
          ? `  Password: ${password}${where ? `   (${where})` : ""}`
          : "  Password: the DEMO_PASSWORD you set",
        "",
      ];
      console.log(lines.join("\n"));
    }
  } else if (empty && !demo) {
    const lines = [
      "",
      "  No staff account exists yet. Create the first admin with:",
      "    npm run user:create -- --email you@example.com --role admin",
      "",
    ];
    if (database.kind === "pglite" && !localTrial) {
      lines.splice(
        3,
        0,
        `  (Demo accounts are created only for a local trial, PUBLIC_URL unset or a loopback address; PUBLIC_URL is ${env.PUBLIC_URL}.)`,
      );
    }
    console.log(lines.join("\n"));
  }
  for (const seeder of moduleSeeders) {
    await seeder.seed({ database, env, logger, demo });
  }
}
