import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { type AppContext, getApp } from "~/context.server";
import type { StreamOwner } from "~/modules/live/sse.server";
import { type Capability, can } from "~/permissions";
import { messages } from "./auth.schema";
import { signOut } from "./own-sessions.server";
import { mustEnrol } from "./two-factor.server";
import {
  findSessionUser,
  hashToken,
  readSessionToken,
  SessionCache,
  type SessionUser,
  sessionValidUntil,
} from "./session.server";

export type GuardArgs = { request: Request; context: Readonly<RouterContextProvider> };

const userContext = createContext<Promise<SessionUser | null> | null>(null);

const sessionCaches = new WeakMap<object, SessionCache>();

/** The recently confirmed sessions of this database, forgotten when any instance signs one out. */
function sessionCacheOf(app: AppContext): SessionCache {
  let cache = sessionCaches.get(app.database);
  if (!cache) {
    const created = new SessionCache();
    app.events.subscribe((event) => {
      if (event.topic === "sessions" && event.id) created.forget(event.id);
    });
    sessionCaches.set(app.database, created);
    cache = created;
  }
  return cache;
}

/**
 * Signs a session out (at any stage of the sign-in): the row is deleted with its audit row in one
 * transaction, then no instance accepts the token any more.
 */
export async function endSession(app: AppContext, token: string): Promise<{ userId: string } | null> {
  const ended = await signOut(app.database.db, { token, ip: app.clientIp });
  const tokenHash = hashToken(token);
  sessionCacheOf(app).forget(tokenHash);
  // Every instance forgets the session: the event's id is the token's hash.
  if (ended) await app.events.publish("sessions", "ended", tokenHash);
  return ended;
}

/**
 * The signed-in user of this request, or null; a session still waiting for its second factor
 * (or an admin's enrolment) is not signed in: no screen, API or stream sees it.
 */
export async function getUser(args: GuardArgs): Promise<SessionUser | null> {
  const user = await getSessionUser(args);
  return user?.stage === "full" ? user : null;
}

/** The session's user at any stage of the sign-in (looked up once per request), or null. */
export function getSessionUser({ request, context }: GuardArgs): Promise<SessionUser | null> {
  const cached = context.get(userContext);
  if (cached) return cached;
  const app = getApp(context);
  const token = readSessionToken(request, app.env);
  const lookup = token
    ? findSessionUser(app.database.db, { token, env: app.env, cache: sessionCacheOf(app) }).then((user) =>
        heldAtEnrolment(user, app.env),
      )
    : Promise.resolve<SessionUser | null>(null);
  (context as RouterContextProvider).set(userContext, lookup);
  return lookup;
}

/**
 * A full session of an account that must have a second factor and has none (promoted to admin by
 * a role change, or signed in before two-factor sign-in existed) is one at the enrolment step:
 * its pages lead to enrolment, its APIs and POSTs are refused, until it is enrolled.
 */
function heldAtEnrolment(user: SessionUser | null, env: AppContext["env"]): SessionUser | null {
  if (user?.stage === "full" && !user.twoFactor && mustEnrol(user, env)) return { ...user, stage: "enrol" };
  return user;
}

function isApiRequest(request: Request): boolean {
  return new URL(request.url).pathname.startsWith("/api/");
}

/** The page a request is for: a client navigation's data request (`/x.data?_routes=…`) names `/x`. */
function pagePath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  return pathname + url.search;
}

export function loginPath(request: Request): string {
  return `/luxebooking/login?redirectTo=${encodeURIComponent(pagePath(request))}`;
}

/** Signed-out: pages redirect to the staff sign-in (and come back); APIs answer 401. */
export async function requireUser(args: GuardArgs): Promise<SessionUser> {
  const user = await getSessionUser(args);
  if (user?.stage === "full") return user;
  if (isApiRequest(args.request) || args.request.method !== "GET") {
    throw data({ message: messages.notAuthenticated }, { status: 401 });
  }
  // A page asked for between the password and the second factor: the step comes first.
  if (user) throw redirect(secondFactorPath(user.stage, args.request));
  throw redirect(loginPath(args.request));
}

/** The page that finishes a sign-in waiting at `stage`, coming back to the request's page. */
export function secondFactorPath(stage: SessionUser["stage"], request?: Request): string {
  const base = stage === "enrol" ? "/luxebooking/two-factor/setup" : "/luxebooking/two-factor";
  return request ? `${base}?redirectTo=${encodeURIComponent(pagePath(request))}` : base;
}

/** Throws 403 with the given denial text unless the user's role holds the capability. */
export async function requirePermission(
  args: GuardArgs,
  capability: Capability,
  denial: string = messages.accessDenied,
): Promise<SessionUser> {
  const user = await requireUser(args);
  if (!can(user.role, capability)) {
    getApp(args.context).logger.warn({ userId: user.id, role: user.role, capability }, "permission denied");
    throw data({ message: denial }, { status: 403 });
  }
  return user;
}

/**
 * The signed-in session of this request as the holder of a live-update stream (after requireUser):
 * the stream ends when the session does — signed out on any instance, idle or at its absolute limit.
 */
export function sessionStreamOwner({ request, context }: GuardArgs): StreamOwner {
  const app = getApp(context);
  const token = readSessionToken(request, app.env);
  if (!token) throw data({ message: messages.notAuthenticated }, { status: 401 });
  const tokenHash = hashToken(token);
  return {
    key: `session:${tokenHash}`,
    endedBy: { topic: "sessions", id: tokenHash },
    validUntil: () => sessionValidUntil(app.database.db, { tokenHash, env: app.env }),
  };
}

/**
 * Root middleware: a response whose request read the session (every staff page, its `.data`
 * request and every staff API: each starts with requireUser, requirePermission or getUser) is
 * staff data, and the browser must not keep it — Back after signing out would show it again from
 * its cache (issue 12 item 7). Signed-out answers (the redirect to the sign-in, 401) too.
 * Public pages never read the session and keep their own caching.
 */
export const noStoreForSessionReaders: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  if (context.get(userContext) === null) return response;
  try {
    response.headers.set("Cache-Control", "no-store");
    return response;
  } catch {
    // A response with immutable headers: copy it.
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", "no-store");
    return copy;
  }
};

// Control characters (C0, DEL, C1) and the backslash: browsers drop tab, CR and LF from URLs
// and read a backslash as a slash ("/\t/evil.example" is "//evil.example", another site), and
// a Location header cannot carry CR, LF or NUL at all.
const UNSAFE_IN_PATH = /[\p{Cc}\\]/u;
const ORIGIN = "http://redirect.invalid";

/** The text as a browser or a proxy might finally read it, %-decoded until it no longer changes. */
function fullyDecoded(text: string): string | null {
  let current = text;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * Redirect target after sign-in: a path of this site only. It must start with a single slash,
 * hold no control character or backslash (also once %-decoded), and resolve to this origin with
 * a path that still starts with a single slash; anything else goes to the fallback.
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback = "/luxebooking",
): string {
  if (typeof to !== "string" || !isSinglySlashedPath(to)) return fallback;
  const url = new URL(to, ORIGIN);
  if (url.origin !== ORIGIN || !isSinglySlashedPath(url.pathname)) return fallback;
  return url.pathname + url.search + url.hash;
}

function isSinglySlashedPath(path: string): boolean {
  const decoded = fullyDecoded(path);
  return (
    decoded !== null &&
    path.startsWith("/") &&
    !path.startsWith("//") &&
    !decoded.startsWith("//") &&
    !UNSAFE_IN_PATH.test(path) &&
    !UNSAFE_IN_PATH.test(decoded)
  );
}
