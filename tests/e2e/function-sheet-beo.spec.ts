import { expect, test } from "./fixtures";
import { shot } from "./menu-support";
import { createReservation } from "./reservations-support";
import { expectNoAxeViolations, followRedirect, signInAs } from "./support";

// Issue 32 item 11: the function sheet as a working BEO, the day sheet, printing from a phone.
for (const width of [390, 1280] as const) {
  test.describe(`function sheet as a BEO at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test("operations fills covers, timeline and vendors; the sheet and the day sheet print them, one event a page, without the enquiry's text", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const date = width === 390 ? "2099-12-05" : "2099-12-06";
      const wedding = `BEO Wedding ${width}`;
      await signInAs(page, "operations");
      await createReservation(page, {
        eventName: `BEO Lunch ${width}`,
        eventDate: date,
        start: "11:00",
        end: "14:00",
      });
      await page.goto("/luxebooking/new-reservation");
      await page.getByLabel("Event Name").fill(wedding);
      await page.getByLabel("Event Date").fill(date);
      await page.getByLabel("Guest Count").fill("250");
      await page.getByLabel("Start Time").fill("18:00");
      await page.getByLabel("End Time").fill("23:00");
      await page.getByLabel("Client Name").fill("Ravi Sharma");
      await page.getByLabel("Client Email").fill("ravi@example.com");
      await page.getByLabel("Client Phone").fill("98450 12345");
      await page.getByLabel("Veg", { exact: true }).check();
      await page.getByLabel("Per Person Amount (₹)").fill("1200");
      // Office notes, as an enquiry fills them: never on the kitchen's sheet.
      await page
        .getByLabel("Notes", { exact: true })
        .fill("Budget is tight, call after 6 pm. Saw you on Instagram.");
      await page.getByRole("button", { name: "Create Reservation" }).click();
      await followRedirect(page, /\/luxebooking\/reservation\/[0-9a-f-]{36}$/);

      await page.getByRole("link", { name: "Print function sheet" }).click();
      await page.getByRole("link", { name: "Edit details" }).click();
      await expect(page.getByLabel("What happens 1", { exact: true })).toHaveValue("Arrival");
      await expect(page.getByLabel("Time 1", { exact: true })).toHaveValue("18:00");
      await page.getByLabel("Veg covers", { exact: true }).fill("130");
      await page.getByLabel("Non-veg covers", { exact: true }).fill("120");
      await page.getByLabel("Time 2", { exact: true }).fill("19:30");
      await page.getByLabel("What happens 2", { exact: true }).fill("Varmala on stage");
      await page.getByLabel("Time 3", { exact: true }).fill("20:30");
      await page.getByLabel("Vendor 1 name").fill("Lakshmi Decor");
      await page.getByLabel("Vendor 1 phone").fill("98450 22222");
      await page.getByLabel("Vendor 1 brings").fill("Marigold stage");
      await page.getByLabel("Kitchen", { exact: true }).fill("Jain meals for 12.");
      await shot(page, "issue32-beo-form");
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Save function sheet" }).click();
      await expect(page.getByText("Function sheet saved.").first()).toBeVisible();
      await followRedirect(page, /\/function-sheet$/);

      const sheet = page.getByTestId("function-sheet");
      await expect(sheet.getByTestId("veg-covers")).toHaveText("130");
      await expect(sheet.getByTestId("non-veg-covers")).toHaveText("120");
      await expect(sheet.getByTestId("guaranteed-covers")).toHaveText("Not yet guaranteed");
      await expect(sheet).toContainText("Expected covers250");
      await expect(sheet.getByTestId("sheet-timeline")).toContainText("18:00 Arrival");
      await expect(sheet.getByTestId("sheet-timeline")).toContainText("19:30 Varmala on stage");
      await expect(sheet.getByTestId("sheet-timeline")).toContainText("20:30 Meal service");
      await expect(sheet.getByTestId("sheet-vendors")).toContainText(
        "Lakshmi Decor, +91 98450 22222: Marigold stage",
      );
      await expect(sheet).toContainText("Jain meals for 12.");
      await expect(sheet).not.toContainText("Budget is tight");
      await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
      // Nothing of the sheet is cut off on a phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, "issue32-beo-sheet");
      await expectNoAxeViolations(page);
      await page.emulateMedia({ media: "print" });
      const one = await page.pdf({ format: "A4", preferCSSPageSize: true });
      expect(one.toString("latin1").match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
      await page.emulateMedia({ media: "screen" });

      await page.goto(`/luxebooking?month=${date.slice(0, 7)}&date=${date}`);
      await page.getByRole("link", { name: "Print day sheet" }).click();
      await expect(page.getByTestId("function-sheet")).toHaveCount(2);
      await expect(page.getByTestId("function-sheet").first()).toContainText(`BEO Lunch ${width}`);
      await expect(page.locator("main")).not.toContainText("Budget is tight");
      await shot(page, "issue32-day-sheet");
      await expectNoAxeViolations(page);
      await page.emulateMedia({ media: "print" });
      const day = await page.pdf({ format: "A4", preferCSSPageSize: true });
      expect(day.toString("latin1").match(/\/Type\s*\/Page[^s]/g)).toHaveLength(2);
    });
  });
}
