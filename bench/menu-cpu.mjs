// /guntoormenu's server CPU per request (issue 18: "within 10 % of today's"): user + sys of the
// server process from /proc/<pid>/stat over sequential requests after a warm-up, cached (page
// cache) and rendered (a query string keeps it out of the cache), gzip accepted as browsers do.
// CPU time, not req/s: on the shared, loaded machine it varies far less than throughput.
import { readFileSync } from "node:fs";
import { visitorPass } from "./lib.mjs";
import { cpuMs } from "./proc.mjs";

const baseline = JSON.parse(readFileSync(new URL("./menu-cpu-baseline.json", import.meta.url), "utf8"));

/** Rows for console.table and how many figures are over the baseline by more than its margin. */
export async function menuCpuRows(server, { requests = 300, warmup = 40 } = {}) {
  const cookie = await visitorPass(server.url);
  const rows = [];
  let over = 0;
  for (const [mode, path] of [
    ["cached", "/guntoormenu"],
    ["rendered", "/guntoormenu?bench=uncached"],
  ]) {
    const get = async () => {
      const res = await fetch(`${server.url}${path}`, { headers: { cookie, "accept-encoding": "gzip" } });
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
      await res.arrayBuffer();
    };
    for (let i = 0; i < warmup; i++) await get();
    const before = cpuMs(server.pid);
    for (let i = 0; i < requests; i++) await get();
    const ms = (cpuMs(server.pid) - before) / requests;
    const limit = baseline[mode] * (1 + baseline.margin);
    if (ms > limit) over++;
    rows.push({
      mode,
      "CPU ms/request": ms.toFixed(2),
      [`baseline (${baseline.commit})`]: baseline[mode],
      ratio: (ms / baseline[mode]).toFixed(2),
      check: ms > limit ? `OVER ${limit.toFixed(2)}` : "ok",
    });
  }
  return { rows, over };
}
