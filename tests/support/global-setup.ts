import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { openPglite, openPostgres } from "~/db/client.server";
import { runMigrations } from "~/db/migrate.server";

export const TEMPLATE_FILE = path.resolve(".tmp/test-template.tar");
export const TEMPLATE_DB = "eden_test_template";
/** The same PGlite database before any migration: what `initdb` makes (see `openBlankPglite`). */
export const BLANK_FILE = path.resolve(".tmp/test-blank.tar");

/**
 * Migrates once: into a PGlite data dir dumped to .tmp (each test file loads a copy, 0.5 s instead
 * of 3 s; an uncompressed tar, 42 MB, saves each load ~0.1-0.2 s of CPU over unpacking a gzipped
 * one), or, with TEST_DATABASE_URL, into a PostgreSQL template database each file clones.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${TEMPLATE_DB}`;
    const database = openPostgres(target.toString(), 2);
    await runMigrations(database);
    await database.close();
    return;
  }
  const database = await openPglite(undefined);
  mkdirSync(path.dirname(TEMPLATE_FILE), { recursive: true });
  // Before the migrations: the files that test migrations on an empty database load this copy
  // instead of running initdb again (≈ 3 s of CPU each, ≈ 0.5 s to load).
  await save(database, BLANK_FILE);
  await runMigrations(database);
  await save(database, TEMPLATE_FILE);
  await database.close();
}

async function save(database: Awaited<ReturnType<typeof openPglite>>, file: string) {
  const dump = await database.pglite!.dumpDataDir("none");
  // Written aside, then renamed: \`npm test\` runs two Vitest projects at once, and a file loading
  // the template must never read it half-written.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}
