import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrationFolders } from "~/db/migrate.server";

/**
 * A copy of the migrations as they were before some of them: for each folder named in `before`,
 * the journal stops just before the migration of that tag (the later ones are left out), so a test
 * can migrate a database to the previous state, fill it, then run the real migrations on it.
 */
export function migrationsBefore(before: Record<string, string>): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "eden-migrations-before-"));
  for (const f of migrationFolders()) {
    const target = path.join(dir, f.name);
    cpSync(f.folder, target, { recursive: true });
    const tag = before[f.name];
    if (!tag) continue;
    const journalPath = path.join(target, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag === tag);
    if (at < 0) throw new Error(`No migration ${tag} in ${f.name}`);
    journal.entries = journal.entries.slice(0, at);
    writeFileSync(journalPath, JSON.stringify(journal));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
