// A browser-suite server (tests/e2e/fixtures.ts starts one per Playwright worker): the production
// build on its own embedded database in DATA_DIR (a copy of the run's template when
// E2E_TEMPLATE_DIR is set, else a new one), removed again when the server stops, so runs on
// ever-new free ports leave nothing behind (E2E_KEEP_DATA=1 keeps it, for a restart on the same
// database). It stops the server on SIGTERM or SIGINT, and when the process that started it goes
// away (its IPC channel closes), so a killed worker leaves no server. E2E_MOVABLE_CLOCK=1 gives the
// server a clock the test moves (scripts/e2e-clock.mjs): its messages are passed on both ways.
import { spawn } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR must be set");
const keep = process.env.E2E_KEEP_DATA === "1";
if (!keep) rmSync(dataDir, { recursive: true, force: true });
// The run's database template (tests/e2e/global-setup.ts), migrated and seeded once.
const template = process.env.E2E_TEMPLATE_DIR;
if (template && !existsSync(dataDir)) cpSync(template, dataDir, { recursive: true });
const movableClock = process.env.E2E_MOVABLE_CLOCK === "1";
const server = movableClock
  ? spawn(process.execPath, ["--import", "./scripts/e2e-clock.mjs", "server.js"], {
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    })
  : spawn(process.execPath, ["server.js"], { stdio: ["ignore", "ignore", "inherit"] });
if (movableClock) {
  process.on("message", (message) => server.connected && server.send(message));
  server.on("message", (message) => process.connected && process.send(message));
}
let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  // Asked once: a second SIGTERM would end it at once, mid-request.
  if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
}
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, stop);
process.on("disconnect", stop);
server.on("exit", (code, signal) => {
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
