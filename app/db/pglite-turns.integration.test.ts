import { createServer, request } from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "./client.server";
import { openBlankPglite } from "../../tests/support/db";

// PGlite runs statements synchronously in this process. Under load the server must still get
// event-loop turns between statements, or requests and connections wait unread for seconds.
let database: Database;
beforeAll(async () => {
  database = await openBlankPglite();
});
afterAll(() => database.close());

it("answers an HTTP request while hundreds of statements are queued, long before they finish", async () => {
  const server = createServer((_req, res) => res.end("ok"));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as { port: number };
  const heavy = sql`select count(*) from generate_series(1, 20000) g where md5(g::text) like '0%'`;
  let finished = 0;
  const queries = Array.from({ length: 300 }, () => database.db.execute(heavy).then(() => finished++));
  // Ask once the queue is full: the answer needs the event loop to accept and read a connection.
  const answeredAfter = await new Promise<number>((resolve, reject) => {
    request({ port, host: "127.0.0.1", path: "/" }, (res) => {
      res.resume();
      res.on("end", () => resolve(finished));
    })
      .on("error", reject)
      .end();
  });
  await Promise.all(queries);
  server.close();
  expect(finished).toBe(300);
  expect(answeredAfter).toBeLessThan(30);
}, 60_000);
