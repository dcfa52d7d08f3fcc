// Control groups for `npm test`'s steps (scripts/test-all.mjs), when the machine lets us make them
// (Linux cgroup v1 `cpu` and `cpuacct`, as on this project's 2-core containers; v2 with the `cpu`
// controller). Each step's process tree goes into a group of its own, which gives two things that
// `nice` and `/usr/bin/time` cannot:
// - its true CPU: every process the step started, including those nobody waited for (a database
//   server, a browser killed at the end), which GNU time's user + sys leaves out (measured 26 Nov:
//   it counted ~680 of the ~1,100 CPU seconds the machine spent);
// - a share of the cores that its processes cannot change: Chromium raises its renderers to nice -8,
//   which outranked a soak's server at nice 0 beside the browser suite. A group's weight is
//   compared with its siblings' only, whatever the niceness inside.
// Without them `npm test` falls back to `nice` and GNU time and runs the measured suites alone.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** One parent group per run, so two runs on one machine never share a group. */
const RUN = `eden-garden-test-${process.pid}`;

function writable(dir) {
  try {
    const probe = path.join(dir, `${RUN}-probe`);
    mkdirSync(probe);
    rmdirSync(probe);
    return true;
  } catch {
    return false;
  }
}

/** The kind of hierarchy this machine offers, or undefined. */
function detect() {
  if (process.env.TEST_CGROUPS === "0") return undefined;
  const v1 = { cpu: "/sys/fs/cgroup/cpu", acct: "/sys/fs/cgroup/cpuacct" };
  if (existsSync(path.join(v1.cpu, "cpu.shares")) && existsSync(path.join(v1.acct, "cpuacct.usage"))) {
    return writable(v1.cpu) && writable(v1.acct) ? { kind: "v1", ...v1 } : undefined;
  }
  const v2 = "/sys/fs/cgroup";
  const controllers = path.join(v2, "cgroup.controllers");
  if (existsSync(controllers) && readFileSync(controllers, "utf8").split(/\s+/).includes("cpu")) {
    try {
      writeFileSync(path.join(v2, "cgroup.subtree_control"), "+cpu");
    } catch {
      return undefined;
    }
    return writable(v2) ? { kind: "v2", root: v2 } : undefined;
  }
  return undefined;
}

const hierarchy = detect();

export const cgroupsAvailable = hierarchy !== undefined;

/**
 * A group for one step, `weight` relative to the other steps' (1024 is the default share; v2's
 * weights are scaled to the same meaning). Returns the command prefix that moves the step's first
 * process into the group before it runs the step, a reader of the group's CPU seconds so far, and
 * a cleanup (a group that still holds a process is left for the system to reap).
 */
export function stepGroup(slug, weight) {
  if (!hierarchy) return undefined;
  const parents = runGroups();
  const dirs = parents.map((parent) => path.join(parent, slug));
  try {
    if (hierarchy.kind === "v2") {
      mkdirSync(parents[0], { recursive: true });
      writeFileSync(path.join(parents[0], "cgroup.subtree_control"), "+cpu");
    }
    for (const dir of dirs) mkdirSync(dir, { recursive: true });
    if (hierarchy.kind === "v1") writeFileSync(path.join(dirs[0], "cpu.shares"), String(weight));
    else
      writeFileSync(path.join(dirs[0], "cpu.weight"), String(Math.max(1, Math.round((weight * 100) / 1024))));
  } catch {
    return undefined;
  }
  const procs = dirs.map((dir) => path.join(dir, "cgroup.procs"));
  // `sh` joins the groups and then becomes the step's command: every process it starts is inside.
  // Joining is best effort: a step that cannot join still runs (its CPU then reads as ~0).
  const join = procs.map((p) => `echo $$ > '${p}'`).join("; ");
  const prefix = ["/bin/sh", "-c", `{ ${join}; } 2>/dev/null; exec "$@"`, "sh"];
  const cpuSeconds = () => {
    try {
      if (hierarchy.kind === "v1")
        return Number(readFileSync(path.join(dirs[1], "cpuacct.usage"), "utf8")) / 1e9;
      const line = readFileSync(path.join(dirs[0], "cpu.stat"), "utf8")
        .split("\n")
        .find((l) => l.startsWith("usage_usec"));
      return Number(line?.split(" ")[1]) / 1e6;
    } catch {
      return undefined;
    }
  };
  return { prefix, cpuSeconds, remove: () => removeAll(dirs) };
}

/** The run's parent groups: one per hierarchy (v1: `cpu` and `cpuacct`; v2: one). */
function runGroups() {
  return hierarchy.kind === "v1"
    ? [path.join(hierarchy.cpu, RUN), path.join(hierarchy.acct, RUN)]
    : [path.join(hierarchy.root, RUN)];
}

/** Empty groups go; one that still holds a process is left for the system to reap. */
function removeAll(dirs) {
  for (const dir of dirs) {
    try {
      rmdirSync(dir);
    } catch {}
  }
}

/** Removes the run's parent groups (after every step's own group). */
export function removeRunGroups() {
  if (hierarchy) removeAll(runGroups());
}
