import { Secret } from "otpauth";
import type { Db } from "~/db/client.server";
import { totpCredentials } from "~/db/schema";
import { can } from "~/permissions";

/**
 * A test account of a role that must sign in with a second factor (admins) gets one, enrolled:
 * otherwise its full session is held at enrolment (issue 14) and no screen opens for it.
 */
export async function enrolIfRequired(db: Db, user: { id: string; role: string }): Promise<void> {
  if (!can(user.role, "twoFactor.required")) return;
  await db
    .insert(totpCredentials)
    .values({ userId: user.id, secret: new Secret({ size: 20 }).base32, enabledAt: new Date() })
    .onConflictDoNothing();
}
