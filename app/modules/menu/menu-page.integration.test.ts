import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuItems, restaurantInfo } from "~/db/schema";
import * as loginRoute from "~/routes/guntoor/login";
import * as menuRoute from "~/routes/guntoor/menu";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { istMinutes } from "./dish-facts";
import { nextServingBoundary } from "./serving-clock.server";
import { seedMenu } from "./seed-menu.server";

// Issue 29 item 11: the Chef's Specials strip, 'Closed now — opens at …', and search by 'special'.

let h: RouteHarness;
let cookie = "";
beforeAll(async () => {
  h = await createRouteHarness();
  await seedMenu(h.db, { venue: "guntoor" });
  const entry = await h.call(loginRoute.action, {
    url: "/guntoorlogin",
    form: { customerName: "Asha", phoneNumber: "9000000401", numGuests: "2" },
    clientIp: "198.51.100.77",
  });
  cookie = entry.headers
    .getSetCookie()
    .find((c) => c.startsWith("guntoor_visitor="))!
    .split(";")[0]!;
});
afterAll(() => h.close());

type Page = {
  opensAt: string | null;
  specials: { name: { text: string }; category: string }[];
  cards: { facts: { category: string } }[];
};
const page = async (query = "", language = "") =>
  (
    await h.call(menuRoute.loader, {
      url: `/guntoormenu${query}`,
      cookie: [cookie, language].filter(Boolean).join("; "),
    })
  ).body as Page;

/** "h:mm AM" an hour from now in India, and two hours from now: the restaurant is closed now. */
function laterHours() {
  const at = (minutes: number) => {
    const m = (istMinutes(new Date()) + minutes) % 1440;
    const h24 = Math.floor(m / 60);
    return `${h24 % 12 === 0 ? 12 : h24 % 12}:${String(m % 60).padStart(2, "0")} ${h24 < 12 ? "AM" : "PM"}`;
  };
  return { opens: at(60), text: `${at(60)} to ${at(120)}` };
}

describe("the menu page (issue 29 item 11)", { tags: ["db"] }, () => {
  it("says 'Closed now — opens at …' outside the opening hours, and nothing inside them", async () => {
    const { opens, text } = laterHours();
    await h.db.update(restaurantInfo).set({ openingTime: text }).where(eq(restaurantInfo.venue, "guntoor"));
    await h.events.publish("menu", "info.saved");
    expect((await page()).opensAt).toBe(opens);
    // The next opening is a boundary the serving clock wakes at, so an open menu follows.
    const next = await nextServingBoundary(h.db, { venue: "guntoor", now: new Date() });
    expect(next!.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    await h.db
      .update(restaurantInfo)
      .set({ openingTime: "12:00 AM to 11:59 PM" })
      .where(eq(restaurantInfo.venue, "guntoor"));
    await h.events.publish("menu", "info.saved");
    const open = await page();
    expect(open.opensAt === null || istMinutes(new Date()) >= 1439).toBe(true);
  });

  it("lists the Chef's Specials first, in the guest's language, and search finds them by 'special'", async () => {
    expect((await page()).specials).toEqual([]);
    await h.db.update(menuItems).set({ isChefsSpecial: true }).where(eq(menuItems.name, "Gongura Mutton"));
    await h.events.publish("menu", "item.update");
    expect((await page()).specials.map((s) => s.name.text)).toEqual(["Gongura Mutton"]);
    expect((await page("", "menu_lang=kn")).specials.map((s) => s.name.text)).toEqual(["ಗೋಂಗೂರ ಮಟನ್"]);
    // 'special' also finds the dishes noted 'House special' or 'Evening special'.
    const names = async (q: string) =>
      (await page(`?q=${encodeURIComponent(q)}`)).cards.map(
        (c) => /aria-label="([^"]+)"/.exec((c as unknown as { html: string }).html)![1],
      );
    expect(await names("special")).toContain("Gongura Mutton");
    expect(await names("chef")).toEqual(["Gongura Mutton"]);
    expect(await names("ಚೆಫ್")).toEqual(["Gongura Mutton"]);
    expect(await names("शेफ़")).toEqual(["Gongura Mutton"]);
  });
});
