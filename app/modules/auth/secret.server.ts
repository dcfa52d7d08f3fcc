import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import type { Env } from "~/env.server";

let secret: string | null = null;

/** SESSION_SECRET, or one generated once and kept in DATA_DIR (signs the app's other cookies). */
export function loadSessionSecret(
  env: Pick<Env, "SESSION_SECRET" | "DATA_DIR" | "NODE_ENV">,
  logger?: Logger,
): string {
  if (env.SESSION_SECRET) {
    secret = env.SESSION_SECRET;
    return secret;
  }
  const file = path.join(env.DATA_DIR, "session-secret");
  if (existsSync(file)) {
    secret = readFileSync(file, "utf8").trim();
  } else {
    mkdirSync(env.DATA_DIR, { recursive: true });
    secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600 });
  }
  if (env.NODE_ENV === "production") {
    logger?.warn(
      `SESSION_SECRET is not set: using the secret generated in ${file}. Set SESSION_SECRET in production.`,
    );
  }
  return secret;
}

export function getSessionSecret(): string {
  if (!secret) throw new Error("session secret not loaded");
  return secret;
}

export function setSessionSecretForTests(value: string) {
  secret = value;
}
