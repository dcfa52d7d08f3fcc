import { readFileSync } from "node:fs";
import { eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuItems } from "~/db/schema";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { seedItemNames } from "./menu-translations-seed";
import { seedMenu } from "./seed-menu.server";

let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
  await seedMenu(h.db, { venue: "guntoor" });
});
afterAll(() => h.close());

const translated = async () =>
  h.db
    .select({ name: menuItems.name, te: menuItems.nameTe, hi: menuItems.nameHi })
    .from(menuItems)
    .where(isNotNull(menuItems.nameTe));

describe("Telugu and Hindi names of the 20 most popular items (issue 18 item 2)", { tags: ["db"] }, () => {
  it("are seeded with the menu", async () => {
    const rows = await translated();
    expect(rows).toHaveLength(20);
    expect(Object.keys(seedItemNames)).toHaveLength(20);
    expect(rows.find((r) => r.name === "Gongura Mutton")).toEqual({
      name: "Gongura Mutton",
      te: "గోంగూర మటన్",
      hi: "गोंगूरा मटन",
    });
  });

  it("reach an existing menu through the migration, never over the owner's own", async () => {
    await h.db.update(menuItems).set({ nameTe: null, nameHi: null });
    await h.db.update(menuItems).set({ nameTe: "గోంగూర మాంసం" }).where(eq(menuItems.name, "Gongura Mutton"));
    const file = readFileSync("drizzle/20-menu/0003_issue18_seed_translations.sql", "utf8");
    for (const statement of file.split("--> statement-breakpoint")) await h.db.execute(sql.raw(statement));
    const rows = await translated();
    expect(rows).toHaveLength(20);
    expect(rows.find((r) => r.name === "Gongura Mutton")).toMatchObject({
      te: "గోంగూర మాంసం",
      hi: "गोंगूरा मटन",
    });
    expect(rows.every((r) => r.hi)).toBe(true);
  });
});
