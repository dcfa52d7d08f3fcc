import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set while an admin has disabled the account: it cannot sign in and has no sessions. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** Names the session on the account screen; the token's hash never leaves the server. */
    id: uuid("id").notNull().defaultRandom().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
    /**
     * "full" once signed in; "totp" while the 6-digit code is awaited after the password;
     * "enrol" for an admin who must set up two-factor sign-in first. Only "full" reaches a screen.
     */
    stage: text("stage").notNull().default("full"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/**
 * Sign-in throttling: one counter per key (an e-mail and address pair, an address, an e-mail) and
 * window, counted up atomically before a password is checked (`app/modules/auth/throttle.server.ts`).
 * `nextTurnAt` is the e-mail's next free turn while it is being slowed down.
 */
export const signInCounters = pgTable("sign_in_counters", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
  nextTurnAt: timestamp("next_turn_at", { withTimezone: true }),
});

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entity, t.entityId),
    index("audit_log_at_idx").on(t.at),
    index("audit_log_actor_idx").on(t.actorId),
  ],
);

/** One-time password reset links: only the token's SHA-256 is kept; valid 24 hours, used once. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdById: uuid("created_by_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_reset_tokens_user_id_idx").on(t.userId)],
);

/**
 * TOTP (RFC 6238) second factor: the shared secret (base32), `enabledAt` once a code confirmed
 * the enrolment (null while pending), and the last time step used, so a code works once.
 */
export const totpCredentials = pgTable("totp_credentials", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /**
   * While pending: the session that started this enrolment (its token's hash). Each start makes a
   * new secret for its own session; the row goes with the session (sign-out, end of all sessions,
   * a password reset), and a password change deletes it. Null once enabled (issue 28 item 2).
   */
  enrolmentSession: text("enrolment_session").references(() => sessions.tokenHash, { onDelete: "cascade" }),
  /**
   * Set when the account's authenticator codes were guessed wrong too often in a day (20): codes are
   * refused until an admin resets two-factor sign-in or a recovery code is used (issue 28 item 7).
   */
  lockedAt: timestamp("locked_at", { withTimezone: true }),
});

/** One-time recovery codes, only their SHA-256 kept; `usedAt` once spent. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("recovery_codes_user_id_idx").on(t.userId)],
);
