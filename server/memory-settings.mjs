// The server process's memory settings that take effect only when a process starts (issue 33;
// measured in docs/performance.md, "Server memory (issue 33)"). `node server.js` and `npm start`
// apply them themselves (applyMemorySettings, first thing), so a service manager, Docker's CMD or a
// shell starting `node server.js` gets them without flags of its own. Plain JavaScript: loaded by
// server.js, scripts/start.mjs and the benchmarks before anything is built or bundled.
import { existsSync } from "node:fs";

/**
 * V8 flags of the server:
 * - `--max-semi-space-size=1` (MB): V8's young generation grew to 128 MB resident (two semi-spaces
 *   of 64 MB on this 64-bit build) and stayed there; most of a request's garbage dies young either way.
 * - `--heap-growing-percent=25`: the old generation is collected when it has grown by a quarter
 *   since the last collection. V8's default on a machine with several GB lets it grow to four
 *   times what is live (and keeps the freed pages pooled): 60 MB live made 200+ MB resident.
 * - `--liftoff-only`, on the embedded PGlite only: its PostgreSQL, compiled to WebAssembly, is
 *   then run by V8's baseline compiler. TurboFan's optimisation of PGlite's largest functions
 *   took ≈ 590 MB of malloc at the first queries, about half of which stayed resident.
 * - `--optimize-for-size`: V8 favours size over speed where it has the choice (smaller heap pages
 *   and growth steps, less inlining): the PostgreSQL-backed server ended a minute of the bench's
 *   traffic at 158 MB instead of 178–207 (docs/performance.md, "Server memory").
 * - `--no-separate-gc-phases`: the young generation is collected while a full collection is
 *   marking, as V8 did before this became its default. Without it no young collection runs until
 *   the marking ends, so the young generation grows past its limit meanwhile: sampled every 50 ms
 *   under the bench's traffic, to 25–33 MB at each full collection (one every half second at
 *   thousands of requests a second), the server's peaks of 180–209 MB. With it: 2 MB at most,
 *   peak 162 (docs/performance.md, "Server memory").
 */
export function memoryFlags(env = process.env) {
  const flags = [
    "--max-semi-space-size=1",
    "--heap-growing-percent=25",
    "--optimize-for-size",
    "--no-separate-gc-phases",
  ];
  if (!env.DATABASE_URL) flags.push("--liftoff-only");
  return flags;
}

/**
 * glibc's malloc: two arenas, not eight per core. Each thread that allocates (V8's compiler and
 * GC threads, libuv's pool) otherwise gets an arena of its own, and their freed memory stays
 * resident in each. Ignored by other C libraries.
 */
export const MALLOC_SETTINGS = { MALLOC_ARENA_MAX: "2" };

/** Where Debian, Ubuntu and Fedora put jemalloc (`apt-get install libjemalloc2`). */
export const JEMALLOC_PATHS = [
  "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2",
  "/usr/lib/aarch64-linux-gnu/libjemalloc.so.2",
  "/usr/lib64/libjemalloc.so.2",
  "/usr/lib/libjemalloc.so.2",
];

/**
 * jemalloc's settings: one arena (the server is one thread of JavaScript; V8's helper threads
 * allocate little), and freed pages given back to the system by jemalloc's own background thread
 * after a quarter of a second. glibc's malloc keeps what a burst of requests freed (compression
 * streams, V8's compiler zones) as fragments it cannot return: with jemalloc the PostgreSQL-backed
 * server ends 5 minutes of the bench's traffic at 144 MB instead of 218–226 (docs/performance.md).
 * Pages returned at once with no per-thread caches (`dirty_decay_ms:0,tcache:false`) were as small
 * but halved the requests the server answered in the same time; after a whole second it ended at
 * 154 MB. sharp's documentation recommends jemalloc on glibc Linux for the same fragmentation.
 */
export const JEMALLOC_CONF = "narenas:1,background_thread:true,dirty_decay_ms:250,muzzy_decay_ms:0";

/**
 * The allocator's variables a process should start with: glibc's arena limit always (harmless
 * under jemalloc), and jemalloc preloaded when the machine has it, unless `MEMORY_ALLOCATOR=glibc`
 * or the operator set `LD_PRELOAD` themselves. `exists` is for the tests.
 */
export function mallocSettings(env = process.env, exists = existsSync) {
  const settings = { ...MALLOC_SETTINGS };
  if (env.MEMORY_ALLOCATOR === "glibc" || env.LD_PRELOAD !== undefined) return settings;
  const jemalloc = JEMALLOC_PATHS.find((file) => exists(file));
  if (jemalloc) Object.assign(settings, { LD_PRELOAD: jemalloc, MALLOC_CONF: JEMALLOC_CONF });
  return settings;
}

const flagName = (flag) =>
  flag
    .split("=")[0]
    .replace(/^--no-/, "--")
    .replaceAll("_", "-");

/**
 * The flags and environment a process still lacks: a flag the process was started with (on the
 * command line or in NODE_OPTIONS) under the same name, or a variable already set, is the
 * operator's choice and stays.
 */
export function missingMemorySettings({
  execArgv = process.execArgv,
  env = process.env,
  exists = existsSync,
} = {}) {
  const given = new Set(
    [...execArgv, ...(env.NODE_OPTIONS ?? "").split(/\s+/)].filter(Boolean).map(flagName),
  );
  const flags = memoryFlags(env).filter((flag) => !given.has(flagName(flag)));
  const variables = Object.fromEntries(
    Object.entries(mallocSettings(env, exists)).filter(([name]) => env[name] === undefined),
  );
  return { flags, variables };
}

/**
 * Starts this process again (the same process id, so signals and service managers are unaffected)
 * with the settings it lacks. Not in development (Vite), not where Node cannot (no
 * `process.execve`), and not in a process with an IPC channel, which would not survive: whoever
 * starts such a process passes the settings itself (bench/lib.mjs).
 */
const APPLIED = "EDEN_MEMORY_SETTINGS_PID";

export function applyMemorySettings() {
  if (process.env.NODE_ENV === "development") return;
  if (typeof process.execve !== "function" || process.channel) return;
  // Once only: a setting Node would drop must not start the process again and again.
  if (process.env[APPLIED] === String(process.pid)) return;
  const { flags, variables } = missingMemorySettings();
  if (flags.length === 0 && Object.keys(variables).length === 0) return;
  process.execve(
    process.execPath,
    [process.execPath, ...flags, ...process.execArgv, ...process.argv.slice(1)],
    {
      ...process.env,
      ...variables,
      [APPLIED]: String(process.pid),
    },
  );
}
