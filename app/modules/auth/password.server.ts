import { hash, verify } from "@node-rs/argon2";

// OWASP ASVS 5.0 / cheat sheet minimum for argon2id: m = 19 MiB, t = 2, p = 1.
const options = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/** Spends the same time as a real check so unknown e-mails cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("not-a-real-password-000");
  await verifyPassword(await dummyHash, password);
  return false;
}

/** A user's password hash checked, or a dummy one when no such user exists (the same time spent). */
export function checkPassword(passwordHash: string | null, password: string): Promise<boolean> {
  return passwordHash === null ? verifyAgainstDummy(password) : verifyPassword(passwordHash, password);
}
