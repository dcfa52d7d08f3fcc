import { z } from "zod";

const booleanFlag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

const duration = (fallbackHours: number) =>
  z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(fallbackHours);

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  // The user's cache folder (default ~/.cache): a new embedded database starts from a kept copy of
  // the migrated schema there (app/db/pglite-template.server.ts).
  XDG_CACHE_HOME: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  DEMO_PASSWORD: z.string().min(8, "must be at least 8 characters").max(128).optional(),
  SEED_DEMO: booleanFlag,
  SESSION_IDLE_HOURS: duration(12),
  SESSION_MAX_DAYS: z.coerce.number().positive().max(365).default(7),
  // Open live-update streams this process holds at most (each is a connection and an open file).
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
  // Megabytes every in-memory cache of this process holds together (the page cache, the staff
  // dashboard's pages, data read from the database): least recently used evicted first (issue 33).
  CACHE_MEMORY_MB: z.coerce.number().int().min(1).max(4096).default(32),
  // The memory allocator `node server.js` starts with (server/memory-settings.mjs reads it before
  // this parse, when the process starts): jemalloc when the machine has it, or glibc's malloc.
  MEMORY_ALLOCATOR: z.enum(["auto", "glibc"]).default("auto"),
  // How often the round that expires tentative holds runs (issue 16); shorter only in tests.
  HOLD_EXPIRY_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  ENQUIRY_TO: z
    .email()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  FORM_SERVICE_URL: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  FORM_SERVICE_ACCESS_KEY: z.string().optional(),
  // Issue 29 item 7: the proxies whose X-Forwarded-For the server believes (Express's "trust
  // proxy"): comma-separated addresses, subnets or the names loopback, linklocal, uniquelocal.
  TRUST_PROXY: z
    .string()
    .default("loopback")
    .transform((v) =>
      v
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine(
      (parts) => parts.length > 0 && parts.every(isProxyAddress),
      "must be addresses, subnets (10.0.0.0/8) or loopback, linklocal, uniquelocal, separated by commas",
    ),
});

/** One TRUST_PROXY entry: a name Express knows, or an IPv4/IPv6 address with an optional prefix. */
function isProxyAddress(part: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(part)) return true;
  const [address = "", prefix, extra] = part.split("/");
  if (extra !== undefined) return false;
  const v4 = z.ipv4().safeParse(address).success;
  const v6 = z.ipv6().safeParse(address).success;
  if (!v4 && !v6) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (v4 ? 32 : 128));
}

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string };

export class ConfigError extends Error {}

/** Validates the environment once at start; a wrong value names the variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return { ...env, PUBLIC_URL: publicUrl };
}
