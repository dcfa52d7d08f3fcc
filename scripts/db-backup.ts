// npm run db:backup -- [--out FILE]      (PGlite: stop the server first; PostgreSQL: online, via pg_dump)
// npm run db:restore -- --in FILE        (into an empty DATA_DIR, or an empty PostgreSQL database)
import { parseArgs } from "node:util";
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from "~/db/backup.server";
import { parseEnv } from "~/env.server";

const { values, positionals } = parseArgs({
  options: { out: { type: "string" }, in: { type: "string" } },
  allowPositionals: true,
});
const mode = positionals[0];
const env = parseEnv();
const stamp = new Date().toISOString().replace(/[:.]/g, "-");

try {
  if (mode === "backup") {
    const file = values.out ?? `backups/eden-${stamp}.${env.DATABASE_URL ? "pgdump" : "tar.gz"}`;
    if (env.DATABASE_URL) backupPostgres(env.DATABASE_URL, file);
    else await backupPglite(env.DATA_DIR, file);
    console.log(`Backup written to ${file}`);
  } else if (mode === "restore") {
    if (!values.in) throw new Error("Usage: npm run db:restore -- --in FILE");
    if (env.DATABASE_URL) restorePostgres(values.in, env.DATABASE_URL);
    else await restorePglite(values.in, env.DATA_DIR);
    console.log(`Restored ${values.in}`);
  } else {
    throw new Error("Usage: db-backup.ts backup|restore");
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
