import { readdirSync } from "node:fs";
import os from "node:os";

/**
 * Every thread of this process at the lowest CPU priority (nice 19). On Linux a priority belongs to
 * a thread, and `os.setPriority(19)` lowers only the calling one: the artwork generator's encoding
 * ran in Node's and libvips' worker threads, which stayed at the normal priority and took a quarter
 * to a third of a fresh clone's first-start CPU from the build and the new database
 * (`ps -L -o tid,ni,comm`). Threads made later inherit the priority of the thread that makes them.
 */
export function lowestPriority(): void {
  let tasks: string[] = [];
  try {
    tasks = readdirSync("/proc/self/task");
  } catch {
    // Not Linux: the process's priority is the main thread's.
  }
  for (const tid of tasks) {
    try {
      os.setPriority(Number(tid), 19);
    } catch {
      // A thread that ended since the listing.
    }
  }
  os.setPriority(19);
}
