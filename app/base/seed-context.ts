import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
import type { Env } from "~/env.server";

/** What each module's seeder gets; the server start seeds after migrating (seed-database.server.ts). */
export interface SeedContext {
  database: Database;
  env: Env;
  logger: Logger;
  /** True on the first start of an empty embedded database for a local trial, or with SEED_DEMO=1. */
  demo: boolean;
}
