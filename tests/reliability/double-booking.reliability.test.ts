import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, queryRows } from "~/db/client.server";
import { type Cluster, createCluster } from "../support/postgres-cluster";
import { type ServerProcess, tempDataDir } from "../support/server-process";
import { openDatabase } from "./db";
import { report, sizes } from "./mode";
import { createDatabase, reservationForm, signIn, startProduct, stopProduct } from "./support";

const SERVER_APPLICATION = "eden-double-booking";

let cluster: Cluster | undefined;
let server: ServerProcess | undefined;
let database: Database | undefined;
const dataDir = tempDataDir();
beforeAll(async () => {
  cluster = await createCluster();
  const target = { dataDir, databaseUrl: await createDatabase(cluster, "double_booking") };
  // Named, so the test can tell when the server's connections are gone (deadlock count below).
  const serverUrl = new URL(target.databaseUrl);
  serverUrl.searchParams.set("application_name", SERVER_APPLICATION);
  server = await startProduct({ dataDir, databaseUrl: serverUrl.toString(), compileCache: true });
  database = await openDatabase(target);
});
afterAll(async () => {
  server?.child.kill("SIGKILL");
  await database?.close();
  cluster?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Pairs of confirmed reservations of the hall whose times overlap, anywhere in the table. */
async function overlappingPairs(db: Database["db"]) {
  return queryRows<{ a: string; b: string }>(
    db,
    sql`select a.event_name as a, b.event_name as b from reservations a join reservations b
        on a.id < b.id and a.hall = b.hall
        and reservation_slot(a.event_date, a.event_start_time, a.event_end_time)
            && reservation_slot(b.event_date, b.event_start_time, b.event_end_time)
        where a.status = 'confirmed' and b.status = 'confirmed'`,
  );
}

/** Client k's times all cover 14:00–20:00 of the round's day, so any two of them overlap. */
function overlappingForm(round: number, k: number, name: string, status = "confirmed") {
  const form = reservationForm(0, name, status);
  const day = new Date(Date.UTC(2033, 0, 1) + round * 86_400_000).toISOString().slice(0, 10);
  const start = 10 * 60 + (k % 8) * 30;
  const end = 20 * 60 + (k % 7) * 30;
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  form.set("eventDate", day);
  form.set("eventStartTime", hhmm(start));
  form.set("eventEndTime", hhmm(end));
  return form;
}

it(`never stores two overlapping confirmed reservations (${sizes.bookingClients} concurrent clients × ${sizes.bookingRounds} rounds, PostgreSQL)`, async () => {
  const url = server!.url;
  // Creating is open to admin, operations and manager; editing to admin and operations.
  const creators = await Promise.all(
    (["admin", "operations", "manager"] as const).map((r) => signIn(url, r)),
  );
  const editors = creators.slice(0, 2);
  const clients = sizes.bookingClients;
  let refused = 0;
  for (let round = 0; round < sizes.bookingRounds; round++) {
    // Half the clients create a confirmed booking; the other half confirm a pending one by editing
    // it (the other path into the same slot). Pending reservations may overlap: set them up first.
    const editing = Array.from({ length: clients }, (_, k) => k).filter((k) => k % 2 === 1);
    for (const k of editing) {
      const res = await fetch(`${url}/luxebooking/new-reservation`, {
        method: "POST",
        headers: { cookie: creators[k % creators.length]! },
        body: overlappingForm(round, k, `booking r${round} c${k}`, "pending"),
        redirect: "manual",
      });
      expect(res.status).toBe(200);
    }
    const ids = new Map(
      (
        await queryRows<{ id: string; name: string }>(
          database!.db,
          sql`select id, event_name as name from reservations where event_name like ${`booking r${round} c%`}`,
        )
      ).map((r) => [r.name, r.id]),
    );
    const statuses = await Promise.all(
      Array.from({ length: clients }, async (_, k) => {
        const name = `booking r${round} c${k}`;
        const edit = k % 2 === 1;
        const form = overlappingForm(round, k, name);
        if (edit) form.set("version", "1");
        const res = await fetch(
          edit
            ? `${url}/luxebooking/edit-reservation/${ids.get(name)}`
            : `${url}/luxebooking/new-reservation`,
          {
            method: "POST",
            headers: { cookie: (edit ? editors : creators)[k % (edit ? editors : creators).length]! },
            body: form,
            redirect: "manual",
          },
        );
        await res.arrayBuffer();
        return res.status;
      }),
    );
    // Exactly one client wins the slot; every other one is told it is taken (409), none gets a 5xx.
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const errors = server!
      .output()
      .split("\n")
      .filter((l) => l.includes('"level":50'))
      .slice(0, 3);
    expect(
      statuses.filter((s) => s !== 200 && s !== 409),
      errors.join("\n"),
    ).toEqual([]);
    refused += statuses.filter((s) => s === 409).length;
    expect(await overlappingPairs(database!.db)).toEqual([]);
    const [confirmed] = await queryRows<{ n: number }>(
      database!.db,
      sql`select count(*)::int as n from reservations
          where event_name like ${`booking r${round} c%`} and status = 'confirmed'`,
    );
    expect(confirmed!.n).toBe(1);
  }
  // The racing writers took turns instead of deadlocking (save-guard.server.ts). A backend hands
  // its deadlock count to the statistics when it exits: stop the server, wait until its
  // connections are gone, then read it.
  await stopProduct(server!);
  const serverConnections = async () =>
    (
      await queryRows<{ n: number }>(
        database!.db,
        sql`select count(*)::int as n from pg_stat_activity where application_name = ${SERVER_APPLICATION}`,
      )
    )[0]!.n;
  await expect
    .poll(serverConnections, {
      interval: 100,
      timeout: 30_000,
      message: "the server's database connections did not close",
    })
    .toBe(0);
  const [stats] = await queryRows<{ deadlocks: number }>(
    database!.db,
    sql`select deadlocks::int as deadlocks from pg_stat_database where datname = current_database()`,
  );
  expect(stats!.deadlocks, "deadlocks PostgreSQL detected during the races").toBe(0);
  report(
    `double booking: ${sizes.bookingRounds} rounds × ${clients} concurrent clients: ${sizes.bookingRounds} confirmed, ${refused} refused with 409, 0 overlapping pairs, 0 deadlocks`,
  );
});
