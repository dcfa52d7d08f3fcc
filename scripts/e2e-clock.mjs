// The browser suite's movable server clock (issue 16: a hold that expires, seen in the browser).
// Loaded with `node --import` into a server that scripts/e2e-server.mjs starts for a test that asks
// for it (startE2eServer's `movableClock`), never into the product: the server's `Date` runs at
// the real pace from the real time plus an offset, E2E_CLOCK_OFFSET_MS at start (a restart keeps
// the time the test had moved to), moved forward by an IPC message `{ clock: { advanceMs } }` and
// answered `{ clock: { offsetMs } }` once moved. Only `Date` changes: timers, and PostgreSQL's own
// now(), keep real time, as in the integration tests, which give every use case its `now`.
//
// Never in production: it refuses to load unless E2E_MOVABLE_CLOCK=1 and the process has an IPC
// channel to the test process that started it (scripts/e2e-server.mjs gives both); a stray
// `NODE_OPTIONS=--import ./scripts/e2e-clock.mjs` on a real server stops it at start instead of
// moving its clock (tests/unit/e2e-clock.test.ts).
if (process.env.E2E_MOVABLE_CLOCK !== "1" || typeof process.send !== "function")
  throw new Error(
    "scripts/e2e-clock.mjs is a test-only clock for the browser tests (E2E_MOVABLE_CLOCK=1, started by scripts/e2e-server.mjs): refusing to load",
  );
const RealDate = Date;
let offsetMs = Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0);
if (!Number.isFinite(offsetMs)) throw new Error("E2E_CLOCK_OFFSET_MS must be a number");
const now = () => RealDate.now() + offsetMs;

globalThis.Date = new Proxy(RealDate, {
  construct(target, args, newTarget) {
    return Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget);
  },
  apply() {
    return new RealDate(now()).toString();
  },
  get(target, property, receiver) {
    if (property === "now") return now;
    return Reflect.get(target, property, receiver);
  },
});

process.on("message", (message) => {
  const advanceMs = message?.clock?.advanceMs;
  if (typeof advanceMs !== "number" || !Number.isFinite(advanceMs) || advanceMs < 0) return;
  offsetMs += advanceMs;
  process.send?.({ clock: { offsetMs } });
});
// The channel alone must not keep the server running once it stops.
process.channel?.unref();
