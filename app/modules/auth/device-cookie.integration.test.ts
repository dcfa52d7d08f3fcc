import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Secret, TOTP } from "otpauth";
import * as loginRoute from "~/routes/luxebooking/login";
import * as stepRoute from "~/routes/luxebooking/two-factor";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { messages } from "./auth.schema";
import { MAX_ATTEMPTS_PER_ADDRESS } from "./throttle.server";
import { confirmEnrolment, startEnrolment } from "./two-factor.server";
import { createUser } from "./users.server";

// @module-tag db

// Issue 28 item 6: 21 bad sign-ins from an address shared with staff (guest Wi-Fi, a NAT) locked
// every staff sign-in there for 15 minutes, right passwords included. A browser in which an account
// signed in keeps a signed known-device cookie: that account's right password is never refused by
// the per-address limit; the per-(e-mail, address) limit still holds.
let h: RouteHarness;
const PASSWORD = "a long password";
let n = 0;
beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());

async function staff() {
  const email = `desk-${++n}@device.test`;
  await createUser(h.db, { email, password: PASSWORD, role: "manager", actor: null });
  return email;
}

function login(email: string, password: string, clientIp: string, cookie?: string) {
  return h.call(loginRoute.action, {
    url: "/luxebooking/login",
    form: { email, password },
    clientIp,
    cookie,
  });
}

/** The known-device cookie a successful sign-in set, as the browser sends it back. */
function deviceCookieOf(headers: Headers): string {
  const cookie = headers.getSetCookie().find((c) => c.startsWith("device="));
  expect(cookie, "a known-device cookie").toBeDefined();
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Lax/);
  expect(cookie).toMatch(/Max-Age=31536000/);
  return cookie!.split(";")[0]!;
}

/** MAX_ATTEMPTS_PER_ADDRESS + 1 bad sign-ins from `ip`, each for another e-mail (a guest on the Wi-Fi). */
async function flood(ip: string) {
  for (let i = 0; i <= MAX_ATTEMPTS_PER_ADDRESS; i++) {
    await login(`nobody-${i}-${ip}@device.test`, "guess", ip);
  }
}

describe("an address flooded with bad sign-ins", () => {
  it("still lets an account in from a browser it signed in from before; others wait", async () => {
    const ip = "203.0.113.21";
    const regular = await staff();
    const first = await login(regular, PASSWORD, "198.51.100.21");
    expect(first.status).toBe(302);
    const device = deviceCookieOf(first.headers);

    await flood(ip);
    const stranger = await staff();
    expect(await login(stranger, PASSWORD, ip)).toMatchObject({
      status: 429,
      body: { error: messages.throttled },
    });
    // Without the cookie the regular is refused like anyone there; with it, signed in.
    expect((await login(regular, PASSWORD, ip)).status).toBe(429);
    const known = await login(regular, PASSWORD, ip, device);
    expect(known.status).toBe(302);
    expect(known.headers.get("set-cookie")).toMatch(/^session=/);
  });

  it("the cookie vouches only for its own account, only when signed, and the pair limit still holds", async () => {
    const ip = "203.0.113.22";
    const owner = await staff();
    const other = await staff();
    const device = deviceCookieOf((await login(owner, PASSWORD, "198.51.100.22")).headers);
    await flood(ip);
    expect((await login(other, PASSWORD, ip, device)).status).toBe(429);
    const [name, value] = device.split("=");
    const forged = `${name}=${value!.slice(0, -2)}xx`;
    expect((await login(owner, PASSWORD, ip, forged)).status).toBe(429);
    // The forged try counted for the pair: four wrong passwords make five, then even the right one
    // waits (the 5-per-pair limit).
    for (let i = 0; i < 4; i++) expect((await login(owner, "wrong", ip, device)).status).toBe(401);
    expect((await login(owner, PASSWORD, ip, device)).status).toBe(429);
  });

  it("keeps the accounts a shared computer signed in with (each is known there)", async () => {
    const a = await staff();
    const b = await staff();
    const fromA = deviceCookieOf((await login(a, PASSWORD, "198.51.100.23")).headers);
    const both = deviceCookieOf((await login(b, PASSWORD, "198.51.100.23", fromA)).headers);
    const ip = "203.0.113.23";
    await flood(ip);
    expect((await login(a, PASSWORD, ip, both)).status).toBe(302);
    expect((await login(b, PASSWORD, ip, both)).status).toBe(302);
  });

  it("with a second factor, is set once the code step is passed, not after the password alone", async () => {
    const email = await staff();
    const signedIn = await login(email, PASSWORD, "198.51.100.24");
    const token = signedIn.headers.get("set-cookie")!.match(/^session=([^;]+)/)![1]!;
    const [user] = await h.db.query.users.findMany({ where: (u, { eq }) => eq(u.email, email) });
    const actor = { id: user!.id, email, role: "manager" };
    const { secret } = await startEnrolment(h.db, { actor, sessionToken: token });
    const at = new Date(Date.now() - 60_000);
    const code = (when: Date) =>
      new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: when.getTime() });
    await confirmEnrolment(h.db, {
      actor,
      password: PASSWORD,
      code: code(at),
      sessionToken: token,
      events: h.events,
      now: at,
    });
    const password = await login(email, PASSWORD, "198.51.100.24");
    expect(password.body).toMatch(/^\/luxebooking\/two-factor\?/);
    expect(password.headers.getSetCookie().some((c) => c.startsWith("device="))).toBe(false);
    const waiting = password.headers.get("set-cookie")!.split(";")[0]!;
    const step = await h.call(stepRoute.action, {
      cookie: waiting,
      url: "/luxebooking/two-factor",
      form: { code: code(new Date()) },
      clientIp: "198.51.100.24",
    });
    expect(step.status).toBe(302);
    deviceCookieOf(step.headers);
  });
});
