// Runs a command against a throw-away PostgreSQL server (Debian's postgresql package) on a
// loopback port: `tsx scripts/with-postgres.ts vitest run --project integration`.
// TEST_DATABASE_URL is set for the command; the server and its data are removed afterwards.
import { spawn } from "node:child_process";
import { createCluster } from "../tests/support/postgres-cluster";

const cluster = await createCluster(process.env.TEST_PG_PORT ? Number(process.env.TEST_PG_PORT) : undefined);
const [command, ...args] = process.argv.slice(2);
const child = spawn(command!, args, {
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE_URL: cluster.url },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => {
  cluster.destroy();
  process.exit(code ?? (signal ? 1 : 0));
});
