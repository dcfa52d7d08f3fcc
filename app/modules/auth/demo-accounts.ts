import { type Role, roles } from "~/permissions";

/** The demo staff accounts, one per role (a local trial's, or SEED_DEMO=1's; seed-database.server.ts). */
export const demoAccounts = roles.map((role) => ({ email: `${role}@demo.test`, role })) as {
  email: string;
  role: Role;
}[];

/**
 * A local trial: PUBLIC_URL unset (it then defaults to http://localhost:PORT) or a loopback
 * address (localhost, 127.0.0.0/8, ::1). Only there may demo accounts appear by themselves.
 */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return false;
  }
  if (hostname === "localhost" || hostname === "[::1]") return true;
  const octets = hostname.split(".");
  return (
    octets.length === 4 && octets[0] === "127" && octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) < 256)
  );
}
