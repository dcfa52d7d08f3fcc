import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { Cluster } from "../support/postgres-cluster";
import { type ServerProcess, startServer, waitForHealth } from "../support/server-process";

export const DEMO_PASSWORD = "reliability-demo-pass";
export const roles = ["admin", "manager", "operations", "accounts"] as const;
export type Role = (typeof roles)[number];

/**
 * Node's on-disk cache of compiled modules, for the suites that check outcomes and start the server
 * many times (crash, billing crash: eight starts each): the build's and node_modules' code compiled
 * once and reused, ≈ 0.25 of a start's ≈ 1.9 s of CPU. The suites that measure (soak, held
 * connections) start without it, as a deployed server does. V8's code cache changes no behaviour.
 */
const COMPILE_CACHE = path.resolve(".tmp/node-compile-cache");

/** The production build on a fresh or existing database, with the demo accounts. */
export async function startProduct(options: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  fdLimit?: number;
  compileCache?: boolean;
}): Promise<ServerProcess> {
  const server = await startServer(
    {
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      SEED_DEMO: "1",
      DEMO_PASSWORD,
      SESSION_SECRET: "r".repeat(40),
      ...(options.compileCache ? { NODE_COMPILE_CACHE: COMPILE_CACHE } : {}),
      ...options.env,
    },
    undefined,
    { fdLimit: options.fdLimit },
  );
  try {
    await waitForHealth(server.url, 120_000);
  } catch (error) {
    server.child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${server.output()}`);
  }
  return server;
}

export async function stopProduct(server: ServerProcess) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGTERM");
  await server.exited;
}

/** A new empty database on the cluster, for one test. */
export async function createDatabase(cluster: Cluster, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Signs in through the real form and returns the session cookie. */
export async function signIn(baseUrl: string, role: Role): Promise<string> {
  const res = await fetch(`${baseUrl}/luxebooking/login`, {
    method: "POST",
    body: new URLSearchParams({ email: `${role}@demo.test`, password: DEMO_PASSWORD }),
    redirect: "manual",
  });
  if (res.status !== 302) throw new Error(`sign-in as ${role} answered ${res.status}`);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

/** A valid reservation of the hall for the form action; `slot` picks a distinct day and hour. */
export function reservationForm(slot: number, name: string, status = "confirmed"): URLSearchParams {
  const day = new Date(Date.UTC(2031, 0, 1) + Math.floor(slot / 12) * 86_400_000);
  const hour = (slot % 12) * 2;
  const hh = (h: number) => String(h).padStart(2, "0");
  return new URLSearchParams({
    eventName: name,
    eventDate: day.toISOString().slice(0, 10),
    eventStartTime: `${hh(hour)}:00`,
    // One hour in each two-hour slot: an hour between events, the hall's default (issue 32 item 9).
    eventEndTime: `${hh(hour + 1)}:00`,
    clientName: "Reliability Client",
    clientEmail: "client@example.com",
    clientPhone: "+91 98450 12345",
    guestCount: "120",
    mealType: "veg",
    perPersonAmount: "1500",
    gstType: "percentage",
    gstValue: "18",
    status,
  });
}

/** Resident set size of a process in kB, from /proc/<pid>/status. */
export function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]);
}

/**
 * The visitor form stores at most 60 entries per address in 10 minutes (issue 29). The server
 * trusts X-Forwarded-For from loopback, so load tests give each simulated visitor its own
 * address (the 198.18.0.0/15 benchmarking range) instead of one address flooding the form.
 */
export function visitorHeaders(n: number): Record<string, string> {
  return { "x-forwarded-for": `198.18.${(n >> 8) & 255}.${n & 255}` };
}

/**
 * A phone number of its own for the n-th simulated visitor: the visitor form takes 3 entries per
 * phone number in 10 minutes (issue 29 item 7), so a load of visitors cannot all share one.
 */
export function visitorPhone(n: number): string {
  return `98${String(n % 100_000_000).padStart(8, "0")}`;
}
