import { createHmac, timingSafeEqual } from "node:crypto";
import type { Env } from "~/env.server";
import { getSessionSecret } from "./secret.server";
import { normalizeEmail } from "./users.server";

/**
 * The known-device cookie (issue 28 item 6). An address shared with staff (the venue's guest
 * Wi-Fi, a NAT) could be locked by anyone for 15 minutes with 21 bad sign-ins, the staff's right
 * passwords included. A browser in which an account signed in successfully keeps this cookie: a
 * signed (HMAC-SHA256 with the session secret), long-lived list of the accounts that did, so that
 * account's next sign-in from it is not refused by the per-address limit. The per-(e-mail, address)
 * limit still holds, so the cookie only lets its own account's password be tried 5 times in 15
 * minutes, like any pair; it proves nothing by itself (the password is still checked).
 */
export const DEVICE_COOKIE_DAYS = 365;
/** Accounts a browser remembers (a shared reception computer): the most recent ones. */
const MAX_ACCOUNTS = 5;

export function deviceCookieName(env: Pick<Env, "PUBLIC_URL">): string {
  return env.PUBLIC_URL.startsWith("https://") ? "__Host-device" : "device";
}

function mac(email: string, issued: number): string {
  return createHmac("sha256", getSessionSecret())
    .update(`known-device\0${email}\0${issued}`)
    .digest("base64url")
    .slice(0, 32);
}

function entry(email: string, issued: number): string {
  return `${Buffer.from(email).toString("base64url")}.${issued}.${mac(email, issued)}`;
}

function readEntry(text: string, nowSeconds: number): { email: string; text: string } | null {
  const [encoded, issuedText, signature] = text.split(".");
  if (!encoded || !issuedText || !signature || !/^\d{1,12}$/.test(issuedText)) return null;
  const issued = Number(issuedText);
  if (issued > nowSeconds + 60 || nowSeconds - issued > DEVICE_COOKIE_DAYS * 86_400) return null;
  const email = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = Buffer.from(mac(email, issued));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { email, text };
}

function entriesOf(request: Request, env: Pick<Env, "PUBLIC_URL">, now: Date) {
  const header = request.headers.get("cookie");
  if (!header) return [];
  const name = deviceCookieName(env);
  const raw = header
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!raw) return [];
  const nowSeconds = Math.floor(now.getTime() / 1000);
  return raw
    .split("~")
    .slice(0, MAX_ACCOUNTS)
    .map((text) => readEntry(text, nowSeconds))
    .filter((e): e is { email: string; text: string } => e !== null);
}

/** Whether this browser's known-device cookie vouches for `email` (signed, not older than a year). */
export function isKnownDevice(
  request: Request,
  env: Pick<Env, "PUBLIC_URL">,
  email: string,
  now = new Date(),
): boolean {
  const wanted = normalizeEmail(email);
  return entriesOf(request, env, now).some((e) => e.email === wanted);
}

/** The Set-Cookie header after `email` signed in here: this account first, then the others kept. */
export function knownDeviceCookie(
  request: Request,
  env: Pick<Env, "PUBLIC_URL">,
  email: string,
  now = new Date(),
): string {
  const account = normalizeEmail(email);
  const others = entriesOf(request, env, now).filter((e) => e.email !== account);
  const value = [entry(account, Math.floor(now.getTime() / 1000)), ...others.map((e) => e.text)]
    .slice(0, MAX_ACCOUNTS)
    .join("~");
  const parts = [
    `${deviceCookieName(env)}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${DEVICE_COOKIE_DAYS * 86_400}`,
  ];
  if (env.PUBLIC_URL.startsWith("https://")) parts.push("Secure");
  return parts.join("; ");
}
