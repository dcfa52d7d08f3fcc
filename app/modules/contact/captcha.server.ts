import { createHmac } from "node:crypto";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Challenge, Payload } from "altcha-lib/types";
import { lt } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { captchaUses } from "~/db/schema";

const ALGORITHM = "PBKDF2/SHA-256";
const CHALLENGE_TTL_MS = 60 * 60_000;

export interface CaptchaOptions {
  /** The app's secret (SESSION_SECRET or the generated one): every instance signs alike. */
  secret: string;
  /** PBKDF2 iterations per attempt and the range of the hidden counter: the visitor's work. */
  cost?: number;
  counter?: [number, number];
  now?: Date;
}

function keys(secret: string) {
  const derive = (label: string) => createHmac("sha256", secret).update(label).digest("hex");
  return { signature: derive("altcha-signature"), keySignature: derive("altcha-key-signature") };
}

/** A signed proof-of-work challenge for the ALTCHA widget (self-hosted, nothing leaves the server). */
export async function createCaptchaChallenge(options: CaptchaOptions): Promise<Challenge> {
  const { signature, keySignature } = keys(options.secret);
  const [min, max] = options.counter ?? [1_000, 4_000];
  const now = options.now ?? new Date();
  return createChallenge({
    algorithm: ALGORITHM,
    cost: options.cost ?? 1_000,
    counter: randomInt(min, max),
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
  });
}

export type CaptchaCheck = { ok: true; challengeId: string; expiresAt: Date } | { ok: false; reason: string };

function parsePayload(payload: string): Payload | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as Payload;
    return parsed && typeof parsed === "object" && parsed.challenge && parsed.solution ? parsed : null;
  } catch {
    return null;
  }
}

/** Checks the widget's payload: our signature, not expired, the solution right. Does not consume it. */
export async function checkCaptcha(
  payload: string,
  options: Pick<CaptchaOptions, "secret">,
): Promise<CaptchaCheck> {
  const parsed = parsePayload(payload);
  if (!parsed) return { ok: false, reason: "invalid payload" };
  const { signature, keySignature } = keys(options.secret);
  try {
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: keySignature,
    });
    if (!result.verified) return { ok: false, reason: result.expired ? "expired" : "not verified" };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
  const expiresAt = parsed.challenge.parameters.expiresAt;
  return {
    ok: true,
    challengeId: parsed.challenge.parameters.nonce,
    expiresAt: new Date((expiresAt ?? 0) * 1000 || Date.now() + CHALLENGE_TTL_MS),
  };
}

/** Marks a verified challenge as used; false when it was used before (a replayed payload). */
export async function consumeCaptcha(
  db: Db | Tx,
  check: { challengeId: string; expiresAt: Date },
  now = new Date(),
): Promise<boolean> {
  await db.delete(captchaUses).where(lt(captchaUses.expiresAt, now));
  const inserted = await db
    .insert(captchaUses)
    .values({ challengeId: check.challengeId, expiresAt: check.expiresAt })
    .onConflictDoNothing()
    .returning({ id: captchaUses.challengeId });
  return inserted.length === 1;
}
