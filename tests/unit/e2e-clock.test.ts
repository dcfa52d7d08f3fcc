import { fork, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// The browser suite's movable server clock (scripts/e2e-clock.mjs) must never move a real server's
// clock: it loads only into a process started by the test harness (E2E_MOVABLE_CLOCK=1 and an IPC
// channel, as scripts/e2e-server.mjs starts it) and refuses otherwise, stopping the process.
const clock = path.resolve("scripts/e2e-clock.mjs");
const dir = mkdtempSync(path.join(tmpdir(), "e2e-clock-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const { E2E_MOVABLE_CLOCK: _ignored, ...baseEnv } = process.env;

describe("the test-only server clock (scripts/e2e-clock.mjs)", () => {
  it("refuses to load into a process without E2E_MOVABLE_CLOCK=1 (a production server given it by NODE_OPTIONS)", () => {
    const run = spawnSync(process.execPath, ["-e", "console.log('started')"], {
      env: { ...baseEnv, NODE_ENV: "production", NODE_OPTIONS: `--import ${clock}` },
      encoding: "utf8",
    });
    expect(run.status).not.toBe(0);
    expect(run.stdout).not.toContain("started");
    expect(run.stderr).toContain("test-only clock for the browser tests");
  });

  it("refuses without the test process's IPC channel, even with E2E_MOVABLE_CLOCK=1", () => {
    const run = spawnSync(process.execPath, ["--import", clock, "-e", "console.log('started')"], {
      env: { ...baseEnv, E2E_MOVABLE_CLOCK: "1" },
      encoding: "utf8",
    });
    expect(run.status).not.toBe(0);
    expect(run.stdout).not.toContain("started");
    expect(run.stderr).toContain("refusing to load");
  });

  it("started as the browser suite starts it, the process's Date runs at the offset and moves forward", async () => {
    const child = path.join(dir, "child.mjs");
    writeFileSync(
      child,
      "const alive = setInterval(() => {}, 1000);\nprocess.on('disconnect', () => clearInterval(alive));\nprocess.on('message', (m) => { if (m === 'now') process.send({ now: Date.now(), real: performance.timeOrigin + performance.now() }); });\nprocess.send('ready');\n",
    );
    const proc = fork(child, [], {
      execArgv: ["--import", clock],
      env: { ...baseEnv, E2E_MOVABLE_CLOCK: "1", E2E_CLOCK_OFFSET_MS: String(86_400_000) },
    });
    try {
      const next = () =>
        new Promise<{ now?: number; real?: number; clock?: { offsetMs: number } } | string>((resolve) =>
          proc.once("message", resolve as never),
        );
      expect(await next()).toBe("ready");
      proc.send("now");
      const first = (await next()) as { now: number; real: number };
      expect(first.now - first.real).toBeGreaterThan(86_400_000 - 60_000);
      expect(first.now - first.real).toBeLessThan(86_400_000 + 60_000);
      proc.send({ clock: { advanceMs: 3_600_000 } });
      expect(await next()).toEqual({ clock: { offsetMs: 90_000_000 } });
      proc.send("now");
      const moved = (await next()) as { now: number; real: number };
      expect(moved.now - moved.real).toBeGreaterThan(90_000_000 - 60_000);
    } finally {
      proc.kill();
    }
  });
});
