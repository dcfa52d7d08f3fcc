import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./server-process";

/** A throw-away PostgreSQL server from Debian's postgresql package, on a loopback port. */
export interface Cluster {
  port: number;
  url: string;
  start(): void;
  stop(mode?: "fast" | "immediate"): void;
  destroy(): void;
}

function pgBin(name: string): string {
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    for (const v of readdirSync(root).sort((a, b) => Number(b) - Number(a))) {
      const bin = path.join(root, v, "bin", name);
      if (existsSync(bin)) return bin;
    }
  }
  return name;
}

/** Whether Debian's PostgreSQL server binaries are installed (the benchmark's second database). */
export function hasPostgres(): boolean {
  return existsSync(pgBin("initdb"));
}

// initdb and postgres refuse to run as root: run them as the postgres user then.
function asPostgres(cmd: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
}

export async function createCluster(port?: number): Promise<Cluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "eden-pg-"));
  chmodSync(dir, 0o777);
  const data = path.join(dir, "data");
  const chosen = port ?? (await freePort());
  const run = (cmd: string, args: string[]) => {
    const [c, a] = asPostgres(cmd, args);
    execFileSync(c, a, { stdio: ["ignore", "ignore", "inherit"] });
  };
  run(pgBin("initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  const cluster: Cluster = {
    port: chosen,
    url: `postgres://postgres@127.0.0.1:${chosen}/postgres`,
    start() {
      run(pgBin("pg_ctl"), [
        "-D",
        data,
        "-l",
        path.join(dir, "log"),
        "-w",
        "-o",
        `-p ${chosen} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`,
        "start",
      ]);
    },
    stop(mode = "fast") {
      const [c, a] = asPostgres(pgBin("pg_ctl"), ["-D", data, "-m", mode, "-w", "stop"]);
      spawnSync(c, a, { stdio: "ignore" });
    },
    destroy() {
      cluster.stop("immediate");
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
