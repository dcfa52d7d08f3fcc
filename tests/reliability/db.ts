import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, openPglite, openPostgres, queryRows } from "~/db/client.server";

/** Opens the database a server used: its PGlite data dir (server stopped) or its PostgreSQL URL. */
export async function openDatabase(target: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  return target.databaseUrl
    ? openPostgres(target.databaseUrl, 2)
    : await openPglite(path.join(target.dataDir, "pgdata"));
}

export async function tableNames(database: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((r) => r.name);
}

/**
 * Every row of every table as text, minus what legitimately records an attempt rather than a
 * change: see the exclusions in docs/reliability.md (fuzz). `omit` maps a table to the row
 * filter and column list that keep only the data a rejected request must not touch.
 */
export async function snapshot(
  database: Database,
  omit: Record<string, { skip?: true; where?: string; columns?: string }> = {},
): Promise<Record<string, string[]>> {
  // One statement for every table instead of one per table (the fuzz takes 400 snapshots of ~40
  // tables): the same rows as text, each table's sorted, as one array per table.
  const parts = (await tableNames(database)).flatMap((name) => {
    const rule = omit[name];
    if (rule?.skip) return [];
    const rows = `select (${rule?.columns ? `row(${rule.columns})` : "t"})::text as r from "${name}" t ${rule?.where ? `where ${rule.where}` : ""}`;
    return [
      `select '${name}' as name, coalesce((select array_agg(r order by r) from (${rows}) s), '{}') as rows`,
    ];
  });
  const result: Record<string, string[]> = {};
  if (!parts.length) return result;
  const tables = await queryRows<{ name: string; rows: string[] }>(
    database.db,
    sql.raw(parts.join(" union all ")),
  );
  for (const { name, rows } of tables) result[name] = rows;
  return result;
}

/** Reads every row of every table (a corrupt page or index fails the scan) and returns counts. */
export async function readEveryTable(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tableNames(database)) {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql.raw(`select count(*)::int as n from (select t::text from "${name}" t) s`),
    );
    counts[name] = row!.n;
  }
  return counts;
}
