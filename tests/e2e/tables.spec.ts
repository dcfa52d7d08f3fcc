import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { asNewVisitor, shot } from "./menu-support";
import {
  expectLiveUpdate,
  expectNoAxeViolations,
  followRedirect,
  installClock,
  markDocument,
  signInAs,
} from "./support";

/**
 * Issue 31 on a 390 px phone, with JavaScript off and on: a guest books a table at /contact#book-table,
 * sees the confirmation, cancels with the private link; staff see it live and mark a booking seated;
 * a guest at a table calls the waiter from the QR menu and the Floor panel clears it.
 * The tests change the booking settings of their worker's server: one after the other.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const PHONE = { width: 390, height: 844 };
// Live updates reach an open screen within 2 s (issue 31 item 5): the 2 s are the live client's own
// waits (live-client.test.ts); here the wait is on what staff see, with the time it took noted in the
// report, and the screen proven not reloaded (issue 28 item 23).
/**
 * With JavaScript the booking waits for the browser's proof of work (ALTCHA, PBKDF2 in workers): a
 * few seconds on a phone, up to half a minute on this shared 2-core machine at load 15.
 */
const PROOF_OF_WORK = { timeout: 60_000 };

/** An IST date `days` from today, as the date input takes it. */
const istDay = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** A mobile number of this test's own: the form takes 3 bookings per number a day. */
const mobile = () => `9${String(Date.now() % 1_000_000_000).padStart(9, "0")}`;

async function guestPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
  const page = await context.newPage();
  // The form takes 5 bookings per address an hour: each guest comes from an address of its own.
  await asNewVisitor(page);
  return page;
}

async function staffPage(browser: Browser, role: "operations" | "manager", at: string) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInAs(page, role, { at });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  return page;
}

async function book(
  page: Page,
  js: boolean,
  booking: {
    date: string;
    party: string;
    area: "Guntoor indoor" | "Garden";
    time: string;
    name: string;
    phone: string;
  },
) {
  await page.goto("/contact#book-table");
  const form = page.getByRole("form", { name: "Table booking form" });
  await form.getByLabel("Date").fill(booking.date);
  await form.getByLabel("Guests").selectOption(booking.party);
  await form.getByRole("radio", { name: booking.area }).check();
  if (js) await expect(form.locator("[data-slots-status]")).toContainText(/free/);
  await form.getByLabel("Time").selectOption(booking.time);
  await form.getByLabel("Name", { exact: true }).fill(booking.name);
  await form.getByLabel("Mobile number").fill(booking.phone);
  await form.getByRole("button", { name: "Book Table" }).click();
}

const codeOf = async (page: Page) => (await page.getByTestId("booking-code").textContent())!.trim();

for (const js of [false, true]) {
  const mode = js ? "JavaScript on" : "JavaScript off";

  test(`${mode}: a guest books, sees the confirmation and cancels with the link; staff see it live and seat the next booking`, async ({
    browser,
  }) => {
    const date = istDay(js ? 41 : 42);
    const staff = await staffPage(browser, "operations", `/luxebooking/table-bookings?date=${date}`);
    await expect(staff.getByRole("heading", { name: "Table Bookings", level: 1 })).toBeVisible();
    await markDocument(staff);
    const guest = await guestPage(browser, js);
    const name = `Kavya ${js ? "On" : "Off"} ${Date.now() % 10000}`;
    await book(guest, js, { date, party: "4", area: "Garden", time: "20:00", name, phone: mobile() });

    // The confirmation: code, details, calendar file, WhatsApp, cancel link.
    await expect(guest.getByRole("heading", { name: "Your table is booked", level: 1 })).toBeVisible(
      PROOF_OF_WORK,
    );
    await expect(guest).toHaveURL(/\/contact\/booking\/[\w-]{20,}#booking-title$/);
    const code = await codeOf(guest);
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);
    await expect(guest.getByText("8:00 PM")).toBeVisible();
    await expect(guest.getByText("4 guests")).toBeVisible();
    const ics = await guest.request.get(
      (await guest.getByRole("link", { name: "Add to calendar" }).getAttribute("href"))!,
    );
    expect(ics.headers()["content-type"]).toContain("text/calendar");
    expect(await ics.text()).toContain(`Booking code ${code}`);
    const whatsapp = await guest.getByRole("link", { name: /Message us on WhatsApp/ }).getAttribute("href");
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(whatsapp!)).toContain(code);
    // axe runs in the page: with JavaScript on (the same markup).
    if (js) await expectNoAxeViolations(guest);
    await shot(guest, `table-confirmation-${js ? "js" : "nojs"}`);

    // Staff see it on their open screen.
    const card = staff.locator(`[data-code="${code}"]`);
    await expectLiveUpdate(staff, "a guest's new booking on the staff's open screen", () =>
      expect(card).toBeVisible(),
    );
    await expect(card).toContainText(name);
    const garden = staff.getByRole("region", { name: "Garden", exact: true });
    await expect(garden.locator('[data-time="20:00"]').getByTestId("slot-covers")).toHaveText("4 / 40");

    // The guest cancels with the private link: it asks first, then works once.
    await guest.getByRole("link", { name: "Cancel booking" }).click();
    await expect(guest.getByRole("heading", { name: "Cancel your booking?" })).toBeVisible();
    const cancelUrl = guest.url();
    await guest.getByRole("button", { name: "Cancel booking" }).click();
    await expect(guest.getByRole("status")).toHaveText(`Your booking ${code} is cancelled.`);
    await expectLiveUpdate(staff, "the guest's cancellation on the staff's open screen", () =>
      expect(card.getByRole("button", { name: "Cancelled" })).toHaveAttribute("aria-pressed", "true"),
    );
    await guest.goto(cancelUrl);
    await expect(guest.getByRole("alert")).toHaveText("This booking was already cancelled.");
    await expect(guest.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);

    // A second booking: staff mark it seated with one tap; it stays seated.
    const second = `Arjun ${js ? "On" : "Off"} ${Date.now() % 10000}`;
    await book(guest, js, {
      date,
      party: "2",
      area: "Guntoor indoor",
      time: "19:30",
      name: second,
      phone: mobile(),
    });
    await expect(guest.getByRole("heading", { name: "Your table is booked" })).toBeVisible(PROOF_OF_WORK);
    const secondCode = await codeOf(guest);
    const secondCard = staff.locator(`[data-code="${secondCode}"]`);
    await expectLiveUpdate(staff, "a second booking on the staff's open screen", () =>
      expect(secondCard).toBeVisible(),
    );
    await secondCard.getByRole("button", { name: "Seated" }).click();
    await expect(staff.getByText(`${second}: Seated.`)).toBeVisible();
    await staff.reload();
    await expect(
      staff.locator(`[data-code="${secondCode}"]`).getByRole("button", { name: "Seated" }),
    ).toHaveAttribute("aria-pressed", "true");
    // A seated booking can no longer be cancelled by its link.
    await guest.reload();
    await expect(guest.getByRole("link", { name: "Cancel booking" })).toHaveCount(0);
    await expectNoAxeViolations(staff);
    await shot(staff, `table-day-${js ? "js" : "nojs"}`);
    await staff.context().close();
    await guest.context().close();
  });
}

test("a full slot answers 'No table for 4 at …' with the free times as buttons, which book (JavaScript off), and the form's checks", async ({
  browser,
}) => {
  // The owner makes the indoor tables small.
  const owner = await staffPage(browser, "manager", "/luxebooking/table-bookings/settings");
  const indoor = owner.getByRole("region", { name: "Guntoor indoor" });
  await indoor.getByLabel("Covers per slot").fill("4");
  await indoor.getByRole("button", { name: "Save Guntoor indoor" }).click();
  await expect(owner.getByText("Guntoor indoor saved.")).toBeVisible();
  await expectNoAxeViolations(owner);
  await shot(owner, "table-settings");

  const date = istDay(43);
  const guest = await guestPage(browser, false);
  await book(guest, false, {
    date,
    party: "4",
    area: "Guntoor indoor",
    time: "20:00",
    name: "First Party",
    phone: mobile(),
  });
  await expect(guest.getByRole("heading", { name: "Your table is booked" })).toBeVisible();

  await book(guest, false, {
    date,
    party: "4",
    area: "Guntoor indoor",
    time: "20:00",
    name: "Second Party",
    phone: mobile(),
  });
  const alert = guest.getByRole("alert");
  await expect(alert).toContainText(
    "No table for 4 at 8:00 PM. Available: 5:30 PM, 6:00 PM, 6:30 PM, 9:30 PM.",
  );
  await expect(guest).toHaveURL(/\/contact#book-table$/);
  // What was typed is kept.
  await expect(guest.getByLabel("Name", { exact: true })).toHaveValue("Second Party");
  await shot(guest, "table-full-slot");
  await alert.getByRole("button", { name: "9:30 PM" }).click();
  await expect(guest.getByRole("heading", { name: "Your table is booked" })).toBeVisible();
  await expect(guest.getByText("9:30 PM")).toBeVisible();

  // With JavaScript the form marks the full times of the chosen date, size and seating as you choose.
  const scripted = await guestPage(browser, true);
  await scripted.goto("/contact#book-table");
  const form = scripted.getByRole("form", { name: "Table booking form" });
  await form.getByLabel("Date").fill(date);
  await form.getByLabel("Guests").selectOption("4");
  await form.getByRole("radio", { name: "Guntoor indoor" }).check();
  await expect(form.getByRole("option", { name: "8:00 PM (full)" })).toBeDisabled();
  await expect(form.getByRole("option", { name: "9:30 PM (full)" })).toBeDisabled();
  await expect(form.getByRole("option", { name: "6:30 PM", exact: true })).toBeEnabled();
  // Garden times run later than the indoor ones: the list follows the seating.
  await expect(form.getByRole("option", { name: "10:30 PM" })).toHaveCount(0);
  await form.getByRole("radio", { name: "Garden" }).check();
  await expect(form.getByRole("option", { name: "10:30 PM" })).toBeEnabled();
  await expect(form.getByRole("option", { name: "11:30 AM" })).toHaveCount(0);
  await scripted.context().close();

  // More than 12 guests: an enquiry.
  await guest.goto("/contact#book-table");
  await guest.getByLabel("Guests").selectOption("13");
  await guest.getByRole("button", { name: "Book Table" }).click();
  await expect(guest.getByRole("alert")).toHaveText(
    "For more than 12 guests, please send us an enquiry below.",
  );

  // The owner puts the covers back.
  await indoor.getByLabel("Covers per slot").fill("24");
  await indoor.getByRole("button", { name: "Save Guntoor indoor" }).click();
  await expect(owner.getByText("Guntoor indoor saved.")).toBeVisible();
  await owner.context().close();
  await guest.context().close();
});

for (const js of [false, true]) {
  const mode = js ? "JavaScript on" : "JavaScript off";

  test(`${mode}: a guest at a table calls the waiter from the QR menu; the Floor panel shows it live and clears it`, async ({
    browser,
  }) => {
    // The owner adds a table and takes its QR code's link.
    const owner = await staffPage(browser, "manager", "/guntoormenuadmin?tab=tables");
    const table = `Floor ${js ? "On" : "Off"} ${Date.now() % 100000}`;
    await owner.getByLabel("Table name").fill(table);
    await owner.getByRole("button", { name: "Add Table" }).click();
    const sheetLink = owner.getByRole("link", { name: new RegExp(`\\(${table}\\) as SVG`) });
    const svg = await (await owner.request.get((await sheetLink.getAttribute("href"))!)).text();
    const tableId = /\/guntoorlogin\?table=([0-9a-f-]{36})/.exec(svg)![1];
    await owner.context().close();

    const floor = await staffPage(browser, "operations", "/luxebooking/floor");
    await markDocument(floor);
    await floor.getByRole("button", { name: "Turn on sound" }).click();
    await expect(floor.getByText("Sound on: a new request chimes.")).toBeVisible();
    const chimesBefore = Number(await floor.locator("[data-chimes]").getAttribute("data-chimes"));

    // The guest scans the table's code and fills the visitor form.
    const guest = await guestPage(browser, js);
    if (js) await installClock(guest);
    await guest.goto(`/guntoorlogin?table=${tableId}`);
    await guest.getByLabel("Your Name").fill("Table Guest");
    await guest.getByLabel("Phone Number").fill("+919876512345");
    await guest.getByLabel("Number of Guests").fill("2");
    await guest.getByRole("button", { name: "View Menu" }).click();
    if (js) await followRedirect(guest, /\/guntoormenu$/);
    else await guest.waitForURL(/\/guntoormenu$/);
    const service = guest.getByRole("region", { name: "At your table" });
    await expect(service.getByRole("button", { name: "Call waiter" })).toBeVisible();
    if (js) await expectNoAxeViolations(guest);
    await shot(guest, `table-service-menu-${js ? "js" : "nojs"}`);

    await service.getByRole("button", { name: "Call waiter" }).click();
    const answer = js ? service.getByRole("status") : guest.getByRole("status");
    await expect(answer).toHaveText("A waiter is on the way.");
    if (!js) {
      await shot(guest, "table-service-answer-nojs");
      await guest.getByRole("link", { name: "Back to the menu" }).click();
    }

    // The Floor panel: the table, the request, minutes waiting; a chime and the count in the title.
    const row = floor.getByTestId("floor-request").filter({ hasText: table });
    await expectLiveUpdate(floor, "a waiter call on the open Floor panel", () => expect(row).toBeVisible());
    await expect(row).toContainText("Call waiter");
    await expect(row.getByTestId("floor-waiting")).toHaveText("Waiting 0 minutes");
    await expect(floor).toHaveTitle(/^\(\d+\) Floor/);
    await expect
      .poll(async () => Number(await floor.locator("[data-chimes]").getAttribute("data-chimes")))
      .toBeGreaterThan(chimesBefore);
    await expectNoAxeViolations(floor);
    await shot(floor, `floor-${js ? "js" : "nojs"}`);

    // A second tap finds the open request.
    await guest
      .getByRole("region", { name: "At your table" })
      .getByRole("button", { name: "Call waiter" })
      .click();
    await expect(js ? service.getByRole("status") : guest.getByRole("status")).toHaveText(
      "A waiter has already been called and is on the way.",
    );

    await row.getByRole("button", { name: /^Done/ }).click();
    await expect(floor.getByText(`${table}: done.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await floor.context().close();
    await guest.context().close();
  });
}

test("1280 px: the booking section, the day view, the settings and the Floor panel have no axe violations", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await asNewVisitor(page);
  await page.goto("/contact#book-table");
  await expectNoAxeViolations(page);
  await shot(page, "table-contact");
  // The form's answer (here: nothing filled in), with its alert and the fields marked.
  await page.getByRole("form", { name: "Table booking form" }).getByLabel("Name", { exact: true }).focus();
  await page.getByRole("button", { name: "Book Table" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all required fields.", PROOF_OF_WORK);
  await expect(page.getByLabel("Mobile number")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await shot(page, "table-contact-answer");
  await signInAs(page, "manager", { at: `/luxebooking/table-bookings?date=${istDay(41)}` });
  await expect(page.getByRole("heading", { name: "Table Bookings" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "table-day");
  await page.goto("/luxebooking/table-bookings/settings");
  await expect(page.getByRole("heading", { name: "Table Booking Settings" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/luxebooking/floor");
  await expect(page.getByRole("heading", { name: /^Floor/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "floor");
});
