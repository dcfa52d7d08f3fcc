import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { shot } from "./menu-support";
import { createReservation } from "./reservations-support";
import { expectNoAxeViolations, signInAs } from "./support";

// Issue 32 item 6: lines on the reservation (hall rent, a discount, the other meal type's plates)
// and the grand total, at a phone's and a desktop's width.
async function addLine(
  page: Page,
  section: Locator,
  line: { what: string; description: string; quantity: string; rate: string; taxLine?: RegExp },
) {
  await section.getByRole("button", { name: "Add line", exact: true }).click();
  const d = page.getByRole("dialog", { name: "Add a line" });
  await expect(d).toBeVisible();
  await d.getByLabel("What").selectOption({ label: line.what });
  await d.getByLabel("Description").fill(line.description);
  await d.getByLabel("Quantity").fill(line.quantity);
  await d.getByLabel("Rate (₹)").fill(line.rate);
  if (line.taxLine) {
    const option = await d
      .getByLabel("Tax line")
      .locator("option")
      .filter({ hasText: line.taxLine })
      .first()
      .textContent();
    await d.getByLabel("Tax line").selectOption({ label: option! });
  }
  await d.getByRole("button", { name: "Add line" }).click();
  await expect(d).toHaveCount(0);
}

for (const width of [390, 1280] as const) {
  test.describe(`itemised lines at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test("admin adds hall rent, a discount and non-veg plates; the grand total follows, and a too-large discount is refused", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await signInAs(page, "admin");
      const eventName = `Lines Wedding ${width}`;
      await createReservation(page, {
        eventName,
        eventDate: width === 390 ? "2099-10-05" : "2099-10-06",
        start: "18:00",
        end: "23:00",
      });
      const section = page.getByRole("region", { name: "Lines and grand total" });
      const total = section.getByTestId("grand-total");
      // The spec's package: 120 × ₹1,000 + 18 % GST.
      await expect(total).toHaveText("₹1,41,600.00");

      await addLine(page, section, {
        what: "Hall rent",
        description: "Hall rent",
        quantity: "1",
        rate: "50,000",
      });
      await expect(page.getByText("Line added.").first()).toBeVisible();
      // Hall hire at 18 %: ₹1,70,000 + ₹30,600.
      await expect(total).toHaveText("₹2,00,600.00");

      await addLine(page, section, {
        what: "Discount",
        description: "Discount",
        quantity: "1",
        rate: "10000",
      });
      await expect(total).toHaveText("₹1,88,800.00");
      await addLine(page, section, {
        what: "Plates (other meal type)",
        description: "Non-veg plates",
        quantity: "30",
        rate: "1450",
        taxLine: /Catering services at functions/,
      });
      // + ₹43,500 at 5 %: ₹2,175.
      await expect(total).toHaveText("₹2,34,475.00");
      await expect(section.getByTestId("line-row")).toHaveCount(4);
      await expect(section.getByText("Non-veg plates")).toBeVisible();
      // The discount's Amount (the fifth column) is negative.
      await expect(
        section.getByTestId("line-row").filter({ hasText: "Discount" }).locator("td:nth-child(5)"),
      ).toHaveText("− ₹10,000.00");

      // A discount beyond its tax line is refused on the field; nothing changes.
      await section.getByRole("button", { name: "Add line", exact: true }).click();
      const d = page.getByRole("dialog", { name: "Add a line" });
      await d.getByLabel("What").selectOption({ label: "Discount" });
      await d.getByLabel("Description").fill("Too much");
      await d.getByLabel("Quantity").fill("1");
      await d.getByLabel("Rate (₹)").fill("2,00,000");
      await d.getByRole("button", { name: "Add line" }).click();
      await expect(
        d.getByText(
          "A discount cannot make Hall hire (18 %) negative: its lines would add up to −₹40,000.00. Lower the discount.",
        ),
      ).toBeVisible();
      await shot(page, "issue32-lines-refused");
      await page.keyboard.press("Escape");
      await expect(d).toHaveCount(0);
      await expect(total).toHaveText("₹2,34,475.00");

      // Each line's Amount is on screen without scrolling sideways, on a phone too (its tax line,
      // quantity and rate move under its name below 640 px).
      const viewport = page.viewportSize()!;
      // The fifth column of each line row is its Amount.
      const amounts = section.getByTestId("line-row").locator("td:nth-child(5)");
      await expect(amounts).toHaveCount(4);
      for (const amount of await amounts.all()) {
        // Not scrolled into view: that would scroll the table sideways, which is what must not be needed.
        await expect(amount).toBeVisible();
        const box = (await amount.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
      const lines = section.getByRole("region", { name: "Lines" });
      expect(await lines.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      if (width === 390) await expect(section.getByTestId("line-details").first()).toBeVisible();
      else await expect(section.getByRole("columnheader", { name: "Tax line" })).toBeVisible();

      // The one balance: Payment Information's remaining due is the grand total (nothing paid).
      await expect(page.getByTestId("payment-breakdown")).toContainText("Remaining Amount Due₹2,34,475.00");
      await section.scrollIntoViewIfNeeded();
      await shot(page, "issue32-lines");
      await section.screenshot({ path: `.tmp/screens/issue32-lines-section-${width}.png` });
      await expectNoAxeViolations(page);
    });
  });
}

// Issue 32 item 12: the owner's overview, charts with their figures as tables.
for (const width of [390, 1280] as const) {
  test.describe(`owner's overview at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test("the admin sees bookings and revenue by month, occupancy and conversion, with the figures as tables", async ({
      page,
    }) => {
      await signInAs(page, "admin");
      const nav = page.getByRole("navigation", { name: "Staff" });
      if (width === 390) await page.getByRole("button", { name: "Open menu" }).click();
      await nav.getByRole("link", { name: "Owner's Overview" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Owner's overview" })).toBeVisible();
      for (const id of ["revenue-chart", "occupancy-chart"]) await expect(page.getByTestId(id)).toBeVisible();
      const revenue = page.getByRole("region", { name: "Bookings and revenue by month" });
      await revenue.getByText("Figures as a table").click();
      const table = revenue.getByRole("table", { name: "Bookings and revenue by month" });
      await expect(table).toBeVisible();
      await expect(table.getByRole("row")).toHaveCount(13);
      await expect(table.getByRole("columnheader", { name: "Invoiced" })).toBeVisible();
      await shot(page, "issue32-overview");
      await expectNoAxeViolations(page);
    });

    test("other roles are refused", async ({ page }) => {
      await signInAs(page, "manager");
      const response = await page.goto("/luxebooking/admin/overview");
      expect(response?.status()).toBe(403);
    });
  });
}
