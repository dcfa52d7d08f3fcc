// Run by tests/unit/memory-settings.test.ts under the server's V8 flags: a server-like load (a live
// old generation, garbage that survives long enough to be promoted, so full collections come often)
// for a fixed amount of work (not of time: the same on a slow machine), then prints the largest size V8's young generation reached, in MB, and how many
// full collections ran.
const { PerformanceObserver } = require("node:perf_hooks");
const v8 = require("node:v8");

let full = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.detail.kind === 4) full++;
}).observe({ entryTypes: ["gc"] });

const live = [];
for (let i = 0; i < 300_000; i++) live.push({ i, s: `v${i}` });
let promoted = [];
let largest = 0;
let steps = 0;
function step() {
  for (let i = 0; i < 20_000; i++) promoted.push({ a: i, b: `x${i}`, c: Buffer.alloc(64) });
  if (promoted.length > 400_000) promoted = [];
  const young = v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space");
  largest = Math.max(largest, young.physical_space_size);
  if (++steps < 30) setImmediate(step);
  else
    setTimeout(
      () => console.log(JSON.stringify({ youngMb: largest / 2 ** 20, full, live: live.length })),
      20,
    );
}
step();
