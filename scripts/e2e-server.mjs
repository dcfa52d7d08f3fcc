// The browser suite's server (playwright.config.ts): the production build on a fresh embedded
// database in DATA_DIR, removed again when the server stops, so runs on ever-new free ports leave
// nothing behind.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR must be set");
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ["server.js"], { stdio: "inherit" });
// Playwright signals the whole process group: the server stops by itself, and this process
// waits for it before removing its data.
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => {});
server.on("exit", (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
