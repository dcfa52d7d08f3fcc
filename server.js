// Entry point: `npm start` (production build) or `npm run dev` (Vite middleware, HMR).
const dev = process.env.NODE_ENV === "development";

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
