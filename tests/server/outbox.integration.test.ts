import { rmSync } from "node:fs";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { type Cluster, createCluster } from "../support/postgres-cluster";
import { type ServerProcess, startServer, tempDataDir, waitForHealth } from "../support/server-process";
import { type SmtpSink, startSmtpSink } from "../support/smtp";

let cluster: Cluster | undefined;
let smtp: SmtpSink | undefined;
const servers: ServerProcess[] = [];
const dirs = [tempDataDir(), tempDataDir()];
afterAll(async () => {
  for (const s of servers) s.child.kill("SIGKILL");
  cluster?.destroy();
  await smtp?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

it("mail queued while the server was down is sent after the restart, once, by two instances at once", async () => {
  cluster = await createCluster();
  smtp = await startSmtpSink();
  const env = { DATABASE_URL: cluster.url, SESSION_SECRET: "s".repeat(40) };
  // First start: migrations; then the server stops.
  const first = await startServer({ ...env, DATA_DIR: dirs[0]! });
  servers.push(first);
  await waitForHealth(first.url, 60_000);
  first.child.kill("SIGTERM");
  await first.exited;

  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    await client.query(
      `insert into outbox_messages (kind, "to", subject, text)
       select 'test', 'guest-' || n || '@example.com', 'Queued mail ' || n, 'Body ' || n from generate_series(1, 12) n`,
    );
    const mailEnv = { ...env, SMTP_URL: smtp.url, ENQUIRY_TO: "hall@eden.test" };
    const restarted = await Promise.all(dirs.map((DATA_DIR) => startServer({ ...mailEnv, DATA_DIR })));
    servers.push(...restarted);
    await Promise.all(restarted.map((s) => waitForHealth(s.url, 60_000)));
    await expect
      .poll(
        async () =>
          (await client.query(`select count(*)::int as n from outbox_messages where status = 'sent'`)).rows[0]
            .n,
        {
          timeout: 30_000,
        },
      )
      .toBe(12);
    const subjects = smtp.mails.map((m) => /^Subject: (.*)$/m.exec(m)?.[1]).sort();
    expect(subjects).toEqual(Array.from({ length: 12 }, (_, i) => `Queued mail ${i + 1}`).sort());
    const { rows } = await client.query(`select attempts from outbox_messages`);
    expect(rows.map((r) => r.attempts)).toEqual(Array(12).fill(1));
  } finally {
    await client.end();
  }
});
