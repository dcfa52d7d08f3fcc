import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import type { Env } from "~/env.server";
import { countUsers, createUser, EmailTakenError, findUserByEmail } from "~/modules/auth/users.server";
import { seedEnquiries } from "~/modules/contact/seed-enquiries.server";
import { seedReservations } from "~/modules/reservations/seed-reservations.server";
import { seedMenuModule } from "~/modules/menu/seed-menu.server";
import { type Role, roles } from "~/permissions";
import type { Database } from "./client.server";

export const demoAccounts = roles.map((role) => ({ email: `${role}@demo.test`, role })) as {
  email: string;
  role: Role;
}[];

export interface SeedContext {
  database: Database;
  env: Env;
  logger: Logger;
  /** True on the first start of an empty embedded database, or with SEED_DEMO=1. */
  demo: boolean;
}

/** Each module's seeder, in order; each must be idempotent (it runs at every start). */
const moduleSeeders: { name: string; seed(ctx: SeedContext): Promise<void> }[] = [
  { name: "menu", seed: seedMenuModule },
  { name: "reservations", seed: seedReservations },
  { name: "contact", seed: seedEnquiries },
];

function demoPassword(env: Env): { password: string; generated: boolean } {
  if (env.DEMO_PASSWORD) return { password: env.DEMO_PASSWORD, generated: false };
  const file = path.join(env.DATA_DIR, "demo-password");
  if (existsSync(file)) return { password: readFileSync(file, "utf8").trim(), generated: false };
  mkdirSync(env.DATA_DIR, { recursive: true });
  const password = randomBytes(9).toString("base64url");
  writeFileSync(file, password, { mode: 0o600 });
  return { password, generated: true };
}

export async function seedDatabase({ database, env, logger }: Omit<SeedContext, "demo">): Promise<void> {
  const empty = (await countUsers(database.db)) === 0;
  const demo = env.SEED_DEMO || (empty && database.kind === "pglite");
  const showDemo =
    demo || (database.kind === "pglite" && (await findUserByEmail(database.db, demoAccounts[0]!.email)));
  if (showDemo) {
    const { password, generated } = demoPassword(env);
    for (const account of demo ? demoAccounts : []) {
      if (!(await findUserByEmail(database.db, account.email))) {
        // Another instance starting at the same moment may create it first.
        await createUser(database.db, { ...account, password, actor: null }).catch((error) => {
          if (!(error instanceof EmailTakenError)) throw error;
        });
      }
    }
    const where = generated ? `generated and saved in ${path.join(env.DATA_DIR, "demo-password")}` : "";
    const lines = [
      "",
      `  Demo staff accounts (sign in at ${env.PUBLIC_URL}/luxebooking/login):`,
      ...demoAccounts.map((a) => `    ${a.role.padEnd(11)} ${a.email}`),
      `  Password: ${password}${where ? `   (${where})` : ""}`,
      "",
    ];
    console.log(lines.join("\n"));
  } else if (empty) {
    logger.warn(
      "No staff account exists yet: create one with `npm run user:create -- --email E --role admin`.",
    );
  }
  for (const seeder of moduleSeeders) {
    await seeder.seed({ database, env, logger, demo });
  }
}
