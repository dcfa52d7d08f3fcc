// Runs a command against a throw-away PostgreSQL server (Debian's postgresql package) on a
// loopback port: `node scripts/with-postgres.mjs vitest run --project integration`.
// TEST_DATABASE_URL is set for the command; the server and its data are removed afterwards.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

function pgBin(name) {
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const v of versions)
      if (existsSync(path.join(root, v, "bin", name))) return path.join(root, v, "bin", name);
  }
  return name;
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const isRoot = process.getuid?.() === 0;
const asPostgres = (cmd, args) =>
  isRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];

const dir = mkdtempSync(path.join(os.tmpdir(), "eden-pg-"));
chmodSync(dir, 0o777);
const data = path.join(dir, "data");
const port = process.env.TEST_PG_PORT ? Number(process.env.TEST_PG_PORT) : await freePort();

const run = (cmd, args) => {
  const [c, a] = asPostgres(cmd, args);
  execFileSync(c, a, { stdio: ["ignore", "ignore", "inherit"] });
};

run(pgBin("initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
run(pgBin("pg_ctl"), [
  "-D",
  data,
  "-l",
  path.join(dir, "log"),
  "-w",
  "-o",
  `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300 -c shared_buffers=128MB`,
  "start",
]);

const stop = () => {
  const [c, a] = asPostgres(pgBin("pg_ctl"), ["-D", data, "-m", "immediate", "stop"]);
  spawnSync(c, a, { stdio: "ignore" });
  rmSync(dir, { recursive: true, force: true });
};

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, {
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => {
  stop();
  process.exit(code ?? (signal ? 1 : 0));
});
