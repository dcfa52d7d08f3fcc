// Entry point: `npm start` (production build) or `npm run dev` (Vite middleware, HMR).
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { applyMemorySettings } from "./server/memory-settings.mjs";

const dev = process.env.NODE_ENV === "development";
// Started as `node server.js`: with the memory settings of server/memory-settings.mjs (a process
// started without them starts again with them, first thing). Under `npm start` this file is
// imported by scripts/start.mjs, which applied them at its own start.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url))
  applyMemorySettings();

// A new embedded database, made by a process of its own before the server opens it
// (server/prepare-database.ts).
if (process.argv[2] === "--prepare-database") {
  const { prepareDatabaseHere } = await import("./build/server/index.js");
  await prepareDatabaseHere();
  process.exit(0);
}

let running;
if (dev) {
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  const { main } = await vite.ssrLoadModule("./server/app.ts");
  running = await main({ vite });
} else {
  const { main } = await import("./build/server/index.js");
  running = await main();
}

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    running.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
