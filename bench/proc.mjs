import { readFileSync } from "node:fs";

const TICKS_PER_MS = 100 / 1000; // USER_HZ is 100 on Linux

/** A process's parent and the CPU time it has used so far, in ms (user + system), from /proc. */
export function procStat(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name (field 2) may hold spaces and parentheses: count fields after its last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { ppid: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS };
}

/** CPU time the process has used so far, in ms (user + system). */
export const cpuMs = (pid) => procStat(pid).cpuMs;
