import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cgroupsAvailable, removeRunGroups, stepGroup } from "../../scripts/step-cgroups.mjs";

// npm test's steps each run in a control group when the machine allows (scripts/step-cgroups.mjs):
// the group must count the CPU of processes nobody waited for, which GNU time leaves out.
describe("a step's control group", () => {
  it(cgroupsAvailable
    ? "counts the CPU of a process the step left running after it ended, and holds the step's weight"
    : "is not offered where the machine has no writable cpu controller (npm test falls back to nice)", () => {
    const group = stepGroup(`unit-${process.pid}`, 4096)!;
    if (!cgroupsAvailable) {
      expect(group).toBeUndefined();
      return;
    }
    try {
      // The step's shell starts a child that spends 0.4 s of CPU and exits at once: the child is
      // reparented to init, so the step's waiting parent never collects its CPU time.
      const marker = path.join(tmpdir(), `step-cgroups-${process.pid}-done`);
      rmSync(marker, { force: true });
      const busy = `while (process.cpuUsage().user < 400000); require("fs").writeFileSync(${JSON.stringify(marker)}, "")`;
      const result = spawnSync(group.prefix[0]!, [
        ...group.prefix.slice(1),
        "/bin/sh",
        "-c",
        `cat /proc/self/cgroup 1>&2; (node -e '${busy}' &) ; exit 0`,
      ]);
      expect(result.status).toBe(0);
      expect(result.stderr.toString()).toMatch(new RegExp(`unit-${process.pid}`));
      const deadline = Date.now() + 15_000;
      while (!existsSync(marker) && Date.now() < deadline) spawnSync("sleep", ["0.1"]);
      expect(existsSync(marker)).toBe(true);
      expect(group.cpuSeconds()).toBeGreaterThanOrEqual(0.4);
      // cgroup v1 (this project's machines): the step's `cpu` group carries the weight.
      const v1 = result.stderr.toString().match(/^\d+:cpu:(\S+)$/m)?.[1];
      const weight = v1
        ? readFileSync(`/sys/fs/cgroup/cpu${v1}/cpu.shares`, "utf8")
        : readFileSync(
            `/sys/fs/cgroup${result.stderr.toString().match(/^0::(\S+)$/m)?.[1]}/cpu.weight`,
            "utf8",
          );
      expect(weight.trim()).toBe(v1 ? "4096" : "400");
    } finally {
      spawnSync("sleep", ["0.2"]);
      group.remove();
      removeRunGroups();
    }
  }, 30_000);
});
