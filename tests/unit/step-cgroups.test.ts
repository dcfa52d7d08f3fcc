import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
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
      // The step's shell starts a busy child in the background and exits at once: the child is
      // reparented to init, so the step's waiting parent never collects its CPU time.
      const result = spawnSync(group.prefix[0]!, [
        ...group.prefix.slice(1),
        "/bin/sh",
        "-c",
        `cat /proc/self/cgroup 1>&2; (node -e 'const t=Date.now()+400; while (Date.now()<t);' &) ; exit 0`,
      ]);
      expect(result.status).toBe(0);
      expect(result.stderr.toString()).toMatch(new RegExp(`unit-${process.pid}`));
      const deadline = Date.now() + 10_000;
      while ((group.cpuSeconds() ?? 0) < 0.35 && Date.now() < deadline) spawnSync("sleep", ["0.1"]);
      expect(group.cpuSeconds()).toBeGreaterThanOrEqual(0.35);
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
  }, 20_000);
});
