import { createHmac, timingSafeEqual } from "node:crypto";
import type { Env } from "~/env.server";
import { getSessionSecret } from "~/modules/auth/secret.server";
import { VISITOR_ENTRY_HOURS } from "./menu.schema";

/**
 * After the visitor form, this browser may open the menu for 12 hours. The cookie holds the
 * entry id and expiry, signed with the app secret, so it cannot be forged by hand.
 */
const NAME = "guntoor_visitor";

function sign(payload: string): string {
  return createHmac("sha256", getSessionSecret()).update(`visitor:${payload}`).digest("base64url");
}

export function visitorPassCookie(env: Pick<Env, "PUBLIC_URL">, entryId: string, now = new Date()): string {
  const expires = now.getTime() + VISITOR_ENTRY_HOURS * 3_600_000;
  const payload = `${entryId}.${expires}`;
  const parts = [
    `${NAME}=${payload}.${sign(payload)}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${VISITOR_ENTRY_HOURS * 3600}`,
  ];
  if (env.PUBLIC_URL.startsWith("https://")) parts.push("Secure");
  return parts.join("; ");
}

export function hasVisitorPass(request: Request, now = new Date()): boolean {
  return readVisitorPass(request.headers.get("cookie"), now) !== null;
}

/** The same check on a raw Cookie header (the page cache runs it before any Request exists). */
export function hasVisitorPassCookie(header: string | null | undefined, now = new Date()): boolean {
  return readVisitorPass(header, now) !== null;
}

/** The visitor entry a valid, unexpired pass was issued for, and when the pass expires. */
export function readVisitorPass(
  header: string | null | undefined,
  now = new Date(),
): { entryId: string; expiresAt: number } | null {
  for (const part of (header ?? "").split(";")) {
    const [key, value = ""] = part.trim().split("=");
    if (key !== NAME) continue;
    const [id, expires, mac] = value.split(".");
    if (!id || !expires || !mac) return null;
    const expected = Buffer.from(sign(`${id}.${expires}`));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const expiresAt = Number(expires);
    return expiresAt > now.getTime() ? { entryId: id, expiresAt } : null;
  }
  return null;
}

/** Issue 29 item 8: the pass's cookie cleared (after the guest withdrew consent). */
export function clearVisitorPassCookie(env: Pick<Env, "PUBLIC_URL">): string {
  const parts = [`${NAME}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0"];
  if (env.PUBLIC_URL.startsWith("https://")) parts.push("Secure");
  return parts.join("; ");
}
