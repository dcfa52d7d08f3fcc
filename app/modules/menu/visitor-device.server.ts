import { randomBytes } from "node:crypto";
import type { Env } from "~/env.server";

/**
 * Issue 29 item 7: the visitor form limits entries per browser. The form's first post gives the
 * browser a random id in this cookie (a year, HttpOnly); it names no one and holds nothing else.
 */
const NAME = "guntoor_device";
const ID = /^[A-Za-z0-9_-]{22}$/;

/** The browser's id, and the cookie to set when it had none (or a malformed one). */
export function visitorDevice(
  request: Request,
  env: Pick<Env, "PUBLIC_URL">,
): { id: string | null; cookie: string | null } {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, value = ""] = part.trim().split("=");
    if (key === NAME && ID.test(value)) return { id: value, cookie: null };
  }
  const id = randomBytes(16).toString("base64url");
  const parts = [
    `${NAME}=${id}`,
    "Path=/guntoorlogin",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${365 * 86_400}`,
  ];
  if (env.PUBLIC_URL.startsWith("https://")) parts.push("Secure");
  // The new id counts from this post on, so a browser that keeps its cookie has 3 entries in all.
  return { id, cookie: parts.join("; ") };
}

/** An action's answer (a Response or React Router's `data()`) with one more Set-Cookie. */
export function withCookie<T>(answer: T, cookie: string): T {
  if (answer instanceof Response) {
    answer.headers.append("Set-Cookie", cookie);
    return answer;
  }
  const value = answer as { type?: unknown; init?: ResponseInit | null };
  if (value?.type === "DataWithResponseInit") {
    const headers = new Headers(value.init?.headers);
    headers.append("Set-Cookie", cookie);
    value.init = { ...value.init, headers };
  }
  return answer;
}
