import { appendFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

/**
 * With TEST_CPU_LOG set (`npm test` sets it), each test file appends the CPU time (user + sys) its
 * worker process spent from its first hook to its last: `npm test` prints the costliest files. On a
 * shared 2-core machine wall times say little; this says where a suite's CPU goes. Files of one
 * worker run one after the other, so the figure is the file's own, plus any background work (a
 * PGlite instance, a timer) it leaves running. Server processes a file starts are not counted.
 */
const log = process.env.TEST_CPU_LOG;
if (log) {
  const seconds = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  };
  let from = 0;
  beforeAll(() => {
    from = seconds();
  });
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a hook's fixtures from its first parameter.
  afterAll(({}, suite) => {
    const file = path.relative(process.cwd(), suite.file.filepath);
    appendFileSync(log, `${JSON.stringify({ file, cpu: seconds() - from })}\n`);
  });
}
