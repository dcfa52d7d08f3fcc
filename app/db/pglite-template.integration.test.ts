import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { queryRows } from "./client.server";
import { applyMigrations } from "./migrate.server";
import { openDatabase } from "./open.server";
import { templateFile } from "./pglite-template.server";

/** Issue 17 item 4: a new embedded database starts from a kept copy of the migrated schema. */
const root = mkdtempSync(path.join(os.tmpdir(), "eden-template-"));
const cache = path.join(root, "cache");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const logger = pino({ level: "silent" });
const envFor = (name: string) =>
  parseEnv({ DATA_DIR: path.join(root, name), XDG_CACHE_HOME: cache, NODE_ENV: "test" });

async function appliedMigrations(name: string) {
  const opened = await openDatabase(envFor(name), logger);
  try {
    const [row] = await queryRows<{ n: number }>(
      opened.database.db,
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'drizzle'`,
    );
    await applyMigrations(opened.database);
    await opened.migrated();
    return row!.n;
  } finally {
    await opened.database.close();
    opened.release();
  }
}

// Each test makes a real embedded database the long way (initdb, every migration, the template's tar):
// 3-5 s of CPU, which took over 30 s on a CI machine busy with the browser suite beside two such files.
describe("a new embedded database", { timeout: 120_000 }, () => {
  it("is made the long way once, then copied from the kept template (schema only)", async () => {
    const file = templateFile(cache);
    expect(existsSync(file)).toBe(false);
    expect(await appliedMigrations("first")).toBe(0);
    expect(existsSync(file)).toBe(true);
    // The next new database already has every module's migrations before they run.
    expect(await appliedMigrations("second")).toBeGreaterThan(0);
  });

  // One made the long way for both checks below (initdb is most of this file's CPU): the damaged copy's
  // fallback saves the template again, which is also when the older versions are pruned.
  it("is a plain tar (no gzip to pay for on a first start), falls back to initdb when the kept copy is damaged and forgets it, and keeps the three newest versions", async () => {
    const file = templateFile(cache);
    // "ustar" at offset 257: a tar header, not gzip's 1f 8b.
    expect(readFileSync(file).subarray(257, 262).toString()).toBe("ustar");
    const dir = path.dirname(file);
    const old = ["0000000000000001.tar.gz", "0000000000000002.tar", "0000000000000003.tar"];
    old.forEach((name, i) => {
      writeFileSync(path.join(dir, name), "old");
      utimesSync(path.join(dir, name), new Date(2020, 0, i + 1), new Date(2020, 0, i + 1));
    });
    writeFileSync(file, "not a tarball");
    expect(await appliedMigrations("third")).toBe(0);
    // Made again by the fallback's migrated() call, a plain tar again.
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).subarray(257, 262).toString()).toBe("ustar");
    expect(readdirSync(dir).sort()).toEqual([
      "0000000000000002.tar",
      "0000000000000003.tar",
      path.basename(file),
    ]);
  });
});
