// npm run user:create -- --email owner@example.com --role admin
// Creates a real staff account. The password is read from a hidden prompt, or from stdin when
// piped (`printf '%s\n' "$PASS" | npm run user:create -- ...`); never from the command line.

import path from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { openPglite, openPostgres } from "~/db/client.server";
import { acquireDataDirLock } from "~/db/lock.server";
import { runMigrations } from "~/db/migrate.server";
import { parseEnv } from "~/env.server";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/modules/auth/auth.schema";
import { isTooEasyToGuess, tooEasyToGuess } from "~/modules/auth/password-strength";
import { createUser } from "~/modules/auth/users.server";
import { DomainError } from "~/modules/errors";
import { isRole, roles } from "~/permissions";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const muted = rl as unknown as { _writeToOutput: (s: string) => void };
  process.stdout.write(prompt);
  muted._writeToOutput = () => {};
  const answer = await new Promise<string>((resolve) => rl.question("", resolve));
  rl.close();
  process.stdout.write("\n");
  return answer;
}

const { values } = parseArgs({
  options: { email: { type: "string" }, role: { type: "string" }, password: { type: "string" } },
  strict: true,
});
if (values.password !== undefined)
  fail("Passwords are never taken from the command line: you will be asked for it.");
if (!values.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email))
  fail("Usage: --email must be a valid e-mail address.");
if (!isRole(values.role)) fail(`Usage: --role must be one of ${roles.join(", ")}.`);

const password = await readPassword("Password: ");
if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
  fail(`The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
}
if (isTooEasyToGuess(password, values.email)) fail(tooEasyToGuess);
if (process.stdin.isTTY && (await readPassword("Confirm password: ")) !== password)
  fail("Passwords do not match");

const env = parseEnv();
const release = env.DATABASE_URL ? () => {} : acquireDataDirLock(env.DATA_DIR);
const database = env.DATABASE_URL
  ? openPostgres(env.DATABASE_URL, 2)
  : await openPglite(path.join(env.DATA_DIR, "pgdata"));
try {
  await runMigrations(database);
  const user = await createUser(database.db, {
    email: values.email,
    password,
    role: values.role,
    actor: null,
  });
  console.log(`Created ${user.role} account ${user.email}.`);
} catch (error) {
  if (error instanceof DomainError) fail(`Failed to create an account: ${error.message}`);
  throw error;
} finally {
  await database.close();
  release();
}
