import { rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type Cluster, createCluster } from "../support/postgres-cluster";
import { copyPreparedDataDir } from "../support/prepared";
import {
  PREPARED_PASSWORD,
  type ServerProcess,
  startServer,
  tempDataDir,
  waitForHealth,
} from "../support/server-process";

// Issue 12 item 7: an open live-update stream must end with its session — signed out on this
// instance or another (the `sessions` event crosses instances through LISTEN/NOTIFY), idle or at
// its absolute limit — and send nothing after it.
// The embedded servers start on a copy of the run's prepared database, whose demo accounts have
// this password; the PostgreSQL ones seed theirs with it.
const PASSWORD = PREPARED_PASSWORD;
let cluster: Cluster | undefined;
const servers: ServerProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const s of servers) s.child.kill("SIGKILL");
  cluster?.destroy();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const dir = tempDataDir();
  dirs.push(dir);
  const server = await startServer({
    // An embedded database: a copy of the prepared one (its first start is not the subject here).
    DATA_DIR: env.DATABASE_URL ? dir : copyPreparedDataDir(path.join(dir, "data")),
    SEED_DEMO: "1",
    DEMO_PASSWORD: PASSWORD,
    SESSION_SECRET: "l".repeat(40),
    ...env,
  });
  servers.push(server);
  return server;
}

async function signIn(url: string, role: string): Promise<string> {
  const res = await fetch(`${url}/luxebooking/login`, {
    method: "POST",
    body: new URLSearchParams({ email: `${role}@demo.test`, password: PASSWORD }),
    redirect: "manual",
  });
  expect(res.status).toBe(302);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

interface Stream {
  /** Everything received, with the time it arrived. */
  chunks: { at: number; text: string }[];
  /** When the server ended the stream (null while open). */
  endedAt: () => number | null;
  ended: Promise<void>;
  text: () => string;
  cancel: () => Promise<void>;
}

async function openStream(
  url: string,
  cookie: string,
  path = "/api/v1/reservations/events",
): Promise<Stream> {
  const res = await fetch(`${url}${path}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const chunks: { at: number; text: string }[] = [];
  let endedAt: number | null = null;
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        chunks.push({ at: Date.now(), text: decoder.decode(value) });
      }
    } catch {
      // cancelled by the test
    }
    endedAt ??= Date.now();
  })();
  // The stream is live once its first comment arrived.
  await expect.poll(() => chunks.length, { timeout: 5000 }).toBeGreaterThan(0);
  return {
    chunks,
    endedAt: () => endedAt,
    ended,
    text: () => chunks.map((c) => c.text).join(""),
    cancel: () => reader.cancel().catch(() => {}),
  };
}

/** Waits for the stream to end, or says how long it stayed open. */
async function endsWithin(stream: Stream, ms: number, what: string) {
  const outcome = await Promise.race([
    stream.ended.then(() => "ended"),
    new Promise<string>((r) => setTimeout(() => r("still open"), ms)),
  ]);
  expect(outcome, `${what}: the live-update stream is ${outcome} ${ms} ms later`).toBe("ended");
}

/** A reservation change through the real form: a "reservations" live event on every instance. */
async function changeReservations(url: string, cookie: string, name: string) {
  const res = await fetch(`${url}/luxebooking/new-reservation`, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({
      eventName: name,
      eventDate: "2031-05-05",
      eventStartTime: "10:00",
      eventEndTime: "11:00",
      clientName: "Live Client",
      clientEmail: "live.client@example.com",
      clientPhone: "+91 98450 12345",
      guestCount: "50",
      mealType: "veg",
      perPersonAmount: "1000",
      gstType: "percentage",
      gstValue: "18",
      status: "pending",
    }),
    redirect: "manual",
  });
  expect(res.status).toBeLessThan(400);
}

/**
 * Two instances on one PostgreSQL, started once for the tests that need them (each signs in
 * sessions of its own): a pair of starts per test was a third of this file's CPU time.
 */
let instances: Promise<[ServerProcess, ServerProcess]> | undefined;
function twoInstances() {
  instances ??= (async () => {
    cluster ??= await createCluster();
    const env = { DATABASE_URL: cluster.url };
    const [a, b] = await Promise.all([start(env), start(env)]);
    await Promise.all([waitForHealth(a.url, 60_000), waitForHealth(b.url, 60_000)]);
    return [a, b];
  })();
  return instances;
}

describe("live-update streams end with their session", () => {
  it("signing out on one instance closes the session's streams on it and on another instance; they receive nothing after", async () => {
    const [a, b] = await twoInstances();

    const manager = await signIn(a.url, "manager");
    const admin = await signIn(a.url, "admin");
    const onA = await openStream(a.url, manager);
    const onB = await openStream(b.url, manager);
    const enquiriesOnA = await openStream(a.url, manager, "/api/enquiries/events");
    const menuOnB = await openStream(b.url, manager, "/api/v1/menu/events");
    const ended = [onA, onB, enquiriesOnA, menuOnB];
    const otherSession = await openStream(b.url, admin);

    // Streams work: a change reaches every reservations stream.
    await changeReservations(a.url, admin, "Before sign-out");
    for (const s of [onA, onB, otherSession])
      await expect.poll(() => s.text().includes("event: reservations"), { timeout: 3000 }).toBe(true);

    const logout = await fetch(`${a.url}/luxebooking/logout`, {
      method: "POST",
      headers: { cookie: manager },
      body: new URLSearchParams(),
      redirect: "manual",
    });
    expect(logout.status).toBe(302);
    const signedOut = Date.now();
    await endsWithin(onA, 2000, "same instance");
    await endsWithin(enquiriesOnA, 2000, "enquiries, same instance");
    await endsWithin(onB, 2000, "other instance");
    await endsWithin(menuOnB, 2000, "menu, other instance");
    const after = ended.map((s) => s.endedAt()! - signedOut);
    console.log(
      `[live-session-end] streams ended ${after.join(", ")} ms after the sign-out answer (A, enquiries A, B, menu B)`,
    );
    for (const ms of after) expect(ms).toBeLessThan(1000);

    // A change after the sign-out reaches the other session's stream, not the ended ones.
    await changeReservations(b.url, admin, "After sign-out");
    await expect
      .poll(() => otherSession.text().split("event: reservations").length - 1, { timeout: 3000 })
      .toBe(2);
    for (const s of ended)
      expect(s.chunks.filter((c) => c.at >= signedOut && c.text.includes("event:"))).toEqual([]);
    expect(otherSession.endedAt()).toBeNull();
    await otherSession.cancel();
    // And the ended session cannot open a new stream.
    expect(
      (await fetch(`${b.url}/api/v1/reservations/events`, { headers: { cookie: manager } })).status,
    ).toBe(401);
  }, 120_000);

  // Issue 14: an admin disabling an account on one instance ends its sessions and streams on another.
  it("disabling an account on one instance closes its streams on another; its cookie then signs nothing in", async () => {
    const [a, b] = await twoInstances();
    const accounts = await signIn(b.url, "accounts");
    const admin = await signIn(a.url, "admin");
    const onB = await openStream(b.url, accounts);
    const client = new pg.Client({ connectionString: cluster!.url });
    await client.connect();
    const { rows } = await client.query("select id from users where email = 'accounts@demo.test'");
    await client.end();

    const disabled = await fetch(`${a.url}/luxebooking/admin/staff`, {
      method: "POST",
      headers: { cookie: admin },
      body: new URLSearchParams({ intent: "disable", userId: rows[0].id }),
      redirect: "manual",
    });
    expect(disabled.status).toBe(200);
    const at = Date.now();
    await endsWithin(onB, 2000, "disabled account, other instance");
    console.log(
      `[live-session-end] disabled account's stream ended ${onB.endedAt()! - at} ms after the answer`,
    );
    const page = await fetch(`${b.url}/luxebooking`, { headers: { cookie: accounts }, redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/luxebooking\/login/);
  }, 120_000);

  it("a session's stream closes when the session goes idle (SESSION_IDLE_HOURS)", async () => {
    // 0.001 h = 3.6 s without a request.
    const server = await start({ SESSION_IDLE_HOURS: "0.001" });
    await waitForHealth(server.url, 90_000);
    // Taken before the sign-in: the server counts from when it handled it, which a busy machine
    // may deliver here hundreds of milliseconds later.
    const signedIn = Date.now();
    const cookie = await signIn(server.url, "operations");
    const stream = await openStream(server.url, cookie);
    await endsWithin(stream, 8000, "idle session");
    const openFor = stream.endedAt()! - signedIn;
    console.log(`[live-session-end] idle limit 3.6 s: the stream ended ${openFor} ms after sign-in`);
    expect(openFor).toBeGreaterThanOrEqual(3000);
    expect(openFor).toBeLessThan(6000);
    expect(
      (await fetch(`${server.url}/luxebooking`, { headers: { cookie }, redirect: "manual" })).status,
    ).toBe(302);
  }, 120_000);

  it("a session's stream closes at the session's absolute limit (SESSION_MAX_DAYS) even while it is used", async () => {
    // 0.0001 days = 8.64 s after sign-in, however active the session is.
    const server = await start({ SESSION_MAX_DAYS: "0.0001" });
    await waitForHealth(server.url, 90_000);
    // Taken before the sign-in: the server counts from when it handled it, which a busy machine
    // may deliver here hundreds of milliseconds later.
    const signedIn = Date.now();
    const cookie = await signIn(server.url, "operations");
    const stream = await openStream(server.url, cookie);
    const busy = setInterval(() => {
      fetch(`${server.url}/luxebooking`, { headers: { cookie }, redirect: "manual" }).catch(() => {});
    }, 1000);
    try {
      await endsWithin(stream, 14_000, "absolute limit");
    } finally {
      clearInterval(busy);
    }
    const openFor = stream.endedAt()! - signedIn;
    console.log(`[live-session-end] absolute limit 8.64 s: the stream ended ${openFor} ms after sign-in`);
    expect(openFor).toBeGreaterThanOrEqual(8000);
    expect(openFor).toBeLessThan(11_000);
    expect(stream.text()).not.toContain("event:");
  }, 120_000);
});
