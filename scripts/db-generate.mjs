// Generates a migration for every module whose schema changed.
// Each module has its own folder and migrations table, so slices can evolve independently.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const modules = [
  ["core", "00-core"],
  ["outbox", "05-outbox"],
  ["reservations", "10-reservations"],
  ["menu", "20-menu"],
  ["site", "30-site"],
  ["billing", "40-billing"],
  ["billing-filing", "45-billing-filing"],
  ["tables", "50-tables"],
  ["client-page", "60-client-page"],
];

for (const [name, folder] of modules) {
  const schema = `app/db/schema/${name}.ts`;
  if (!existsSync(schema)) continue;
  const args = ["generate", "--dialect=postgresql", `--schema=${schema}`, `--out=drizzle/${folder}`];
  if (process.argv[2]) args.push(`--name=${process.argv[2]}`);
  execFileSync("drizzle-kit", args, { stdio: "inherit" });
}
