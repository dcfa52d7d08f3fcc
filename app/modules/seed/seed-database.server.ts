import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Database } from "~/db/client.server";
import type { Env } from "~/env.server";
import { countUsers, createUser, findUserByEmail } from "~/modules/auth/users.server";
import { DomainError } from "~/modules/errors";
import { seedEnquiries } from "~/modules/contact/seed-enquiries.server";
import { seedReservations } from "~/modules/reservations/seed-reservations.server";
import { seedMenuModule } from "~/modules/menu/seed-menu.server";
import { type Role, roles } from "~/permissions";
import type { SeedContext } from "./seed-context";

export const demoAccounts = roles.map((role) => ({ email: `${role}@demo.test`, role })) as {
  email: string;
  role: Role;
}[];

/** Each module's seeder, in order; each must be idempotent (it runs at every start). */
const moduleSeeders: { name: string; seed(ctx: SeedContext): Promise<void> }[] = [
  { name: "menu", seed: seedMenuModule },
  { name: "reservations", seed: seedReservations },
  { name: "contact", seed: seedEnquiries },
];

/**
 * A local trial: PUBLIC_URL unset (it then defaults to http://localhost:PORT) or a loopback
 * address (localhost, 127.0.0.0/8, ::1). Only there may demo accounts appear by themselves.
 */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return false;
  }
  if (hostname === "localhost" || hostname === "[::1]") return true;
  const octets = hostname.split(".");
  return (
    octets.length === 4 && octets[0] === "127" && octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) < 256)
  );
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
  const empty = (await countUsers(database.db)) === 0;
  const localTrial = isLoopbackUrl(env.PUBLIC_URL);
  const demo = env.SEED_DEMO || (empty && database.kind === "pglite" && localTrial);
  if (demo && (await demoAccountsMissing(database))) {
    const { password, generated } = demoPassword(env);
    // Printed on the start that created the accounts only: logs are kept and shipped.
    if (await createDemoAccounts(database, password)) {
      const where = generated ? `generated and saved in ${path.join(env.DATA_DIR, "demo-password")}` : "";
      const lines = [
        "",
        `  Demo staff accounts (sign in at ${env.PUBLIC_URL}/luxebooking/login):`,
        ...demoAccounts.map((a) => `    ${a.role.padEnd(11)} ${a.email}`),
        `  Password: ${password}${where ? `   (${where})` : ""}`,
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
  } else if (!localTrial && !env.SEED_DEMO && (await findUserByEmail(database.db, demoAccounts[0]!.email))) {
    logger.warn(
      `The demo account ${demoAccounts[0]!.email} exists while PUBLIC_URL (${env.PUBLIC_URL}) is not local: ` +
        "anyone who knows its password can sign in as an admin. Deploy from an empty database instead.",
    );
  }
  for (const seeder of moduleSeeders) {
    await seeder.seed({ database, env, logger, demo });
  }
}
