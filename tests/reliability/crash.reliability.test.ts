import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "~/db/client.server";
import { type Cluster, createCluster } from "../support/postgres-cluster";
import { type ServerProcess, tempDataDir } from "../support/server-process";
import { openDatabase, readEveryTable } from "./db";
import { report, sizes } from "./mode";
import {
  createDatabase,
  reservationForm,
  signIn,
  startProduct,
  stopProduct,
  visitorHeaders,
  visitorPhone,
} from "./support";

type Outcome = { kind: "reservation" | "visitor"; name: string; status: number | null };

let cluster: Cluster | undefined;
const dirs: string[] = [];
const servers: ServerProcess[] = [];
beforeAll(async () => {
  cluster = await createCluster();
});
afterAll(() => {
  for (const s of servers) s.child.kill("SIGKILL");
  cluster?.destroy();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/**
 * Sends `count` valid writes at once (reservations through the operations user's form action,
 * visitor entries through the public form), and kill -9s the server once a random share of them
 * has been acknowledged, so the rest are in flight or not yet read.
 */
async function writeAndKill(server: ServerProcess, cookie: string, round: number, tag: string) {
  const count = sizes.crashWrites;
  const killAfter = Math.floor(count * (0.2 + Math.random() * 0.6));
  let acknowledged = 0;
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    server.child.kill("SIGKILL");
  };
  const one = async (i: number): Promise<Outcome> => {
    const name = `crash ${tag} r${round} w${i}`;
    const reservation = i % 2 === 0;
    try {
      const res = reservation
        ? await fetch(`${server.url}/luxebooking/new-reservation`, {
            method: "POST",
            headers: { cookie },
            body: reservationForm(round * count + i, name),
            redirect: "manual",
          })
        : await fetch(`${server.url}/guntoorlogin`, {
            method: "POST",
            headers: visitorHeaders(round * count + i),
            body: new URLSearchParams({
              customerName: name,
              phoneNumber: visitorPhone(round * count + i),
              numGuests: "4",
            }),
            redirect: "manual",
          });
      // The status line is the acknowledgement: once it arrived the write must survive.
      if (res.status < 400 && ++acknowledged >= killAfter) kill();
      await res.arrayBuffer().catch(() => undefined);
      return { kind: reservation ? "reservation" : "visitor", name, status: res.status };
    } catch {
      return { kind: reservation ? "reservation" : "visitor", name, status: null };
    }
  };
  const outcomes = await Promise.all(Array.from({ length: count }, (_, i) => one(i)));
  kill();
  await server.exited;
  return outcomes;
}

async function crashRounds(kind: "pglite" | "postgres") {
  const rounds = sizes.crashRounds[kind];
  const dataDir = tempDataDir();
  dirs.push(dataDir);
  const target = {
    dataDir,
    databaseUrl: kind === "postgres" ? await createDatabase(cluster!, "crash_rounds") : undefined,
  };
  let totalAcknowledged = 0;
  let totalInFlightKept = 0;
  // Sessions are kept in the database and outlive a restart (the restarted server's page below is
  // asked with this cookie): one sign-in serves every round.
  let server = await startProduct({ ...target, compileCache: true });
  servers.push(server);
  const cookie = await signIn(server.url, "operations");
  for (let round = 0; round < rounds; round++) {
    const outcomes = await writeAndKill(server, cookie, round, kind);
    const acknowledged = outcomes.filter((o) => o.status !== null);
    // Every write was valid: an answer other than success would be a bug, not a crash effect.
    const errors = server
      .output()
      .split("\n")
      .filter((l) => l.includes('"level":50'))
      .slice(0, 3);
    expect(
      acknowledged.filter((o) => o.status! >= 400),
      errors.join("\n"),
    ).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeLessThan(outcomes.length);

    // The database opens cleanly: the server restarts on it (stale lock, recovery) and is healthy.
    const restarted = await startProduct({ ...target, compileCache: true });
    servers.push(restarted);
    const page = await fetch(`${restarted.url}/luxebooking`, { headers: { cookie }, redirect: "manual" });
    expect(page.status).toBe(200);
    // PGlite's files are the server's alone: stop it to read them. PostgreSQL is read beside it,
    // and the restarted server then takes the next round's writes (one start fewer per round).
    const next = kind === "postgres" && round + 1 < rounds;
    if (!next) await stopProduct(restarted);

    const database = await openDatabase(target);
    try {
      const counts = await readEveryTable(database);
      expect(counts.reservations).toBeGreaterThan(0);
      const prefix = `crash ${kind} r${round} w%`;
      const stored = new Set(
        (
          await queryRows<{ name: string }>(
            database.db,
            sql`select event_name as name from reservations where event_name like ${prefix}
                union all select customer_name from customer_entries where customer_name like ${prefix}`,
          )
        ).map((r) => r.name),
      );
      const missing = acknowledged.filter((o) => !stored.has(o.name)).map((o) => o.name);
      expect(missing).toEqual([]);
      totalAcknowledged += acknowledged.length;
      totalInFlightKept += stored.size - acknowledged.length;
      report(
        `crash ${kind} round ${round + 1}/${rounds}: ${acknowledged.length} of ${outcomes.length} writes acknowledged before kill -9, all ${acknowledged.length} present after restart; ${stored.size - acknowledged.length} unacknowledged writes also committed`,
      );
    } finally {
      await database.close();
    }
    if (round + 1 < rounds) {
      if (next) server = restarted;
      else {
        server = await startProduct({ ...target, compileCache: true });
        servers.push(server);
      }
    }
  }
  report(
    `crash ${kind}: ${rounds} rounds, ${totalAcknowledged} acknowledged writes, 0 lost, ${totalInFlightKept} in-flight writes committed`,
  );
}

describe("kill -9 with writes in flight", () => {
  it(`loses no acknowledged write on PGlite (${sizes.crashRounds.pglite} rounds of ${sizes.crashWrites} writes)`, async () => {
    await crashRounds("pglite");
  });
  it(`loses no acknowledged write on PostgreSQL (${sizes.crashRounds.postgres} rounds of ${sizes.crashWrites} writes)`, async () => {
    await crashRounds("postgres");
  });
});
