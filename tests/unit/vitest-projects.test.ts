import { describe, expect, it } from "vitest";
import config from "../../vitest.config";

// Issue 28 item 21: `vitest run <a unit file> <an integration file>` aborted before running
// anything ("Projects "integration" and "unit" have different 'maxWorkers' but same
// 'sequence.groupOrder'"). Vitest runs the projects of one group together in one pool, so every
// project of a group must ask for the same number of workers (an unset one is Vitest's default,
// not the 2 of another); projects that differ must be in groups of their own.
interface ProjectConfig {
  test?: { name?: string; maxWorkers?: number | string; sequence?: { groupOrder?: number } };
}

describe("the Vitest projects", () => {
  const projects = (config.test?.projects ?? []) as ProjectConfig[];

  it("are the unit, integration and server projects", () => {
    expect(projects.map((p) => p.test?.name)).toEqual(["unit", "integration", "server"]);
  });

  it("can run in one `vitest run`: the projects of a group ask for the same number of workers", () => {
    const groups = new Map<number, { name: string; maxWorkers: unknown }[]>();
    for (const project of projects) {
      const order = project.test?.sequence?.groupOrder ?? 0;
      groups.set(order, [
        ...(groups.get(order) ?? []),
        { name: project.test?.name ?? "", maxWorkers: project.test?.maxWorkers },
      ]);
    }
    for (const [order, members] of groups) {
      const workers = new Set(members.map((m) => m.maxWorkers));
      expect(workers.size, `group ${order}: ${JSON.stringify(members)}`).toBe(1);
    }
  });
});
