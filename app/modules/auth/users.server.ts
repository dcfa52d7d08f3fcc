import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import { authorize, type Role } from "~/permissions";
import { messages, tooEasyToGuess } from "./auth.schema";
import { hashPassword } from "./password.server";
import { isTooEasyToGuess } from "./password-strength.server";

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      passwordHash: users.passwordHash,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}

/**
 * Creates a staff account; e-mails are unique case-insensitively (409 for duplicates). No
 * permission check: the operator at the console (`npm run user:create`) and the demo seed have no
 * account to check; staff register users through `registerUser`.
 */
export async function createUser(
  db: Db,
  options: { email: string; password: string; role: Role; actor: Pick<Actor, "id" | "email"> | null },
): Promise<{ id: string; email: string; role: Role; createdAt: string }> {
  const email = normalizeEmail(options.email);
  const passwordHash = await hashPassword(options.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ email, passwordHash, role: options.role })
        .returning({ id: users.id, email: users.email, role: users.role, createdAt: users.createdAt });
      const created = {
        id: row!.id,
        email: row!.email,
        role: options.role,
        createdAt: row!.createdAt.toISOString(),
      };
      await writeAudit(tx, {
        actor: options.actor,
        action: "user.register",
        entity: "user",
        entityId: created.id,
        after: created,
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, messages.emailTaken, "email");
    throw error;
  }
}

/** Spec 2.6 Create New User: admins only. */
export async function registerUser(
  db: Db,
  options: { email: string; password: string; role: Role; actor: Actor },
): ReturnType<typeof createUser> {
  authorize(options.actor, "user.register", messages.onlyAdminsRegister);
  if (await isTooEasyToGuess(options.password, options.email))
    throw new DomainError(400, tooEasyToGuess, "password");
  return createUser(db, options);
}

export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: string }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}
