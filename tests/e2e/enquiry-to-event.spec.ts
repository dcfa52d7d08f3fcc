import { expect, test } from "./fixtures";
import { createReservation, fillReservation, openFromCalendar } from "./reservations-support";
import { expectNoAxeViolations, followRedirect, signInAs } from "./support";

// Issue 16: from enquiry to event. Each test makes its own reservations on dates of its own.

test("deletion request with a reason: badge for everyone, the reason and View on the card, Approve asks first", async ({
  browser,
  page,
}) => {
  await signInAs(page, "manager");
  await createReservation(page, {
    eventName: "Reasoned Request",
    eventDate: "2099-05-03",
    start: "12:00",
    end: "14:00",
  });
  await openFromCalendar(page, "2099-05-03", "Reasoned Request");
  const detail = page.url();
  await page.getByRole("button", { name: "Request Delete", exact: true }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(
    "Are you sure you want to request deletion of this reservation? An admin will review.",
  );
  await dialog.getByLabel("Reason (optional)").fill("Booked twice by mistake");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Deletion request submitted." })).toBeVisible();
  await page.goto(detail);
  await expect(page.getByText("Deletion requested").first()).toBeVisible();
  await expect(page.getByText("Reason: Booked twice by mistake")).toBeVisible();
  await expectNoAxeViolations(page);

  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await signInAs(ops, "operations", { at: "/luxebooking/admin/pending-deletions" });
  const card = ops.getByTestId("deletion-request").filter({ hasText: "Reasoned Request" });
  await expect(card).toContainText("Booked twice by mistake");
  await expectNoAxeViolations(ops);
  await card.getByRole("button", { name: "Approve", exact: true }).click();
  const confirm = ops.getByRole("alertdialog");
  await expect(confirm).toContainText('This permanently deletes "Reasoned Request". Continue?');
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(card).toHaveCount(1);
  await card.getByRole("link", { name: "View Reasoned Request" }).click();
  await expect(ops.getByRole("heading", { level: 1, name: "Reasoned Request" })).toBeVisible();
  await ops.goBack();
  await card.getByRole("button", { name: "Approve", exact: true }).click();
  await ops.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expect(card).toHaveCount(0);
  await opsContext.close();

  await page.goto(detail);
  await expect(page.getByText(/Your deletion request was approved by Operations/)).toBeVisible();
});

test("an enquiry becomes a reservation: the form is filled from it and each links to the other", async ({
  page,
}) => {
  await signInAs(page, "manager", { at: "/luxebooking/enquiries" });
  await page.getByRole("link", { name: /^Ananya Rao — / }).click();
  await expect(page.getByRole("heading", { level: 1, name: /from Ananya Rao/ })).toBeVisible();
  const enquiryUrl = page.url();
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("new");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Create reservation" }).click();
  await expect(page.getByRole("heading", { name: "New Reservation" })).toBeVisible();
  await expect(page.getByLabel("Client Name")).toHaveValue("Ananya Rao");
  await expect(page.getByLabel("Client Email")).toHaveValue("ananya.rao@example.com");
  await expect(page.getByLabel("Client Phone")).toHaveValue("+91 98450 12345");
  await expect(page.getByLabel("Notes", { exact: true })).toHaveValue(/35th anniversary/);
  await page.getByLabel("Event Name").fill("Rao Anniversary Dinner");
  await page.getByLabel("Event Date").fill("2099-05-09");
  await page.getByLabel("Guest Count").fill("20");
  await page.getByLabel("Start Time").fill("19:00");
  await page.getByLabel("End Time").fill("22:00");
  await page.getByLabel("Veg", { exact: true }).check();
  await page.getByLabel("Per Person Amount (₹)").fill("1500");
  await page.getByRole("button", { name: "Create Reservation" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Reservation created successfully!" }),
  ).toBeVisible();

  await page.goto(enquiryUrl);
  await expect(page.getByTestId("enquiry-converted")).toHaveText(
    "Converted to reservation: Rao Anniversary Dinner",
  );
  // Issue 32 item 10: a confirmed reservation made from it wins the sale.
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("won");
  await expect(page.getByRole("link", { name: "Create reservation" })).toHaveCount(0);
  await page.getByRole("link", { name: "Rao Anniversary Dinner" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rao Anniversary Dinner" })).toBeVisible();
  await page.getByRole("link", { name: "From an enquiry" }).click();
  await expect(page).toHaveURL(enquiryUrl);

  await page.getByLabel("Status", { exact: true }).selectOption("lost");
  await page.getByLabel("If lost, why").selectOption("other-venue");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Enquiry status set to Lost." })).toBeVisible();
});

test("find any booking from the dashboard: accents and case folded, the URL holds the search and filters", async ({
  page,
}) => {
  await signInAs(page, "admin");
  await createReservation(page, {
    eventName: "Núñez Sangeet Search",
    eventDate: "2099-05-17",
    start: "18:00",
    end: "22:00",
  });
  await page.goto("/luxebooking");
  await page.getByRole("searchbox", { name: "Search reservations" }).fill("nunez sangeet");
  await page.getByRole("searchbox", { name: "Search reservations" }).press("Enter");
  await expect(page).toHaveURL(/\/luxebooking\/search\?q=nunez\+sangeet$/);
  await expect(
    page.getByTestId("reservation-card").filter({ hasText: "Núñez Sangeet Search" }),
  ).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("cancelled");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(page.getByText("No reservations match this search.")).toBeVisible();
  await expectNoAxeViolations(page);
  // Bookmarked: the same URL gives the same search.
  await page.goto("/luxebooking/search?q=N%C3%9A%C3%91EZ&status=confirmed");
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("NÚÑEZ");
  await expect(
    page.getByTestId("reservation-card").filter({ hasText: "Núñez Sangeet Search" }),
  ).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^reservations_\d{4}-\d{2}-\d{2}\.csv$/);
});

test("book from the calendar: the day's panel opens the form on that date beside the day's booked times", async ({
  page,
}) => {
  await signInAs(page, "operations");
  await createReservation(page, {
    eventName: "Calendar Lunch",
    eventDate: "2099-05-24",
    start: "12:00",
    end: "15:00",
  });
  await page.goto("/luxebooking?month=2099-05&date=2099-05-24");
  await page.getByRole("link", { name: "New reservation on this date" }).click();
  await expect(page.getByLabel("Event Date")).toHaveValue("2099-05-24");
  const booked = page.getByTestId("day-bookings");
  await expect(booked).toContainText("Booked on Sunday, 24 May 2099");
  await expect(booked).toContainText("12:00 – 15:00: Calendar Lunch (Confirmed)");
  await page.getByLabel("Event Date").fill("2099-05-25");
  await expect(booked).toContainText("Nothing booked on this date yet.");
  await page.getByLabel("Status", { exact: true }).selectOption("pending");
  await expect(page.getByLabel("Hold until")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("function sheet: from the detail screen, one A4 page when printed, no money, readable without JavaScript", async ({
  page,
  browser,
}) => {
  await signInAs(page, "operations");
  await createReservation(page, {
    eventName: "Sheet Reception",
    eventDate: "2099-05-31",
    start: "19:00",
    end: "23:00",
  });
  await openFromCalendar(page, "2099-05-31", "Sheet Reception");
  await page.getByRole("link", { name: "Print function sheet" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sheet Reception" })).toBeVisible();
  await expect(page.getByText("Contact on the day")).toBeVisible();
  await expect(page.locator("main")).not.toContainText("₹");
  await expectNoAxeViolations(page);
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
  expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  expect(pdf.toString("latin1")).toMatch(/\/MediaBox\s*\[0 0 59[45](\.\d+)? 84[12](\.\d+)?\]/);

  // Without JavaScript the sheet is all there.
  const noJs = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noJs.newPage();
  await plain.goto(page.url());
  await expect(plain.getByText("Contact on the day")).toBeVisible();
  await noJs.close();
});

test("function sheet: one A4 page with every field at its limit in ordinary text; all of the widest on two", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, "operations");
  const prose = (n: number) =>
    "Serve the welcome drinks at the entrance, then starters at the round tables; keep the stage clear. "
      .repeat(30)
      .slice(0, n);
  // Issue 32 item 11: the sheet prints the BEO's kitchen and floor notes (1,000 characters each), its
  // timeline and vendors, and the hall set-up notes; not the reservation's general notes.
  const cases = [
    {
      eventName: `Long Sheet Prose ${"Celebration of a family wedding ".repeat(6)}`.slice(0, 200).trim(),
      kitchen: `${prose(490)}\n\n${prose(500)}`,
      service: prose(1000),
      hall: prose(2000),
      row: prose(120),
      start: "09:00",
      end: "11:00",
    },
    {
      eventName: "Long Sheet Wide",
      kitchen: "W".repeat(1000),
      service: "M".repeat(1000),
      hall: "M".repeat(2000),
      row: "W".repeat(120),
      start: "12:00",
      end: "14:00",
      // Every field at its limit in the widest letters: more than a page holds even in the smallest
      // type; the sheet runs on to a second page rather than cut anything (issue 32 item 11).
      pages: 2,
    },
    {
      eventName: "Long Sheet Lines",
      kitchen: Array.from({ length: 500 }, (_, i) => String(i % 10)).join("\n"),
      service: Array.from({ length: 500 }, (_, i) => String(i % 10)).join("\n"),
      hall: Array.from({ length: 200 }, (_, i) => `Table ${i}`)
        .join("\n")
        .slice(0, 2000),
      row: "Set up",
      start: "16:00",
      end: "18:00",
    },
  ];
  for (const c of cases) {
    await page.goto("/luxebooking/new-reservation");
    await fillReservation(page, {
      eventName: c.eventName,
      eventDate: "2099-06-07",
      start: c.start,
      end: c.end,
      meal: "Veg",
    });
    await page.getByLabel("Notes", { exact: true }).fill(prose(2000));
    await page.getByLabel("Hall Set-up Notes (optional)").fill(c.hall);
    await page.getByRole("button", { name: "Create Reservation" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Reservation created successfully!" }),
    ).toBeVisible();
    await openFromCalendar(page, "2099-06-07", c.eventName);
    await page.getByRole("link", { name: "Print function sheet" }).click();
    await page.waitForURL(/\/function-sheet$/);
    await page.getByRole("link", { name: "Edit details" }).click();
    for (let i = 1; i <= 8; i++) {
      await page.getByLabel(`Time ${i}`, { exact: true }).fill(`${String(9 + i).padStart(2, "0")}:00`);
      await page.getByLabel(`What happens ${i}`, { exact: true }).fill(c.row);
    }
    for (let i = 1; i <= 6; i++) {
      await page.getByLabel(`Vendor ${i} name`).fill(c.row.slice(0, 100));
      await page.getByLabel(`Vendor ${i} phone`).fill("+91 98450 12345");
      await page.getByLabel(`Vendor ${i} brings`).fill(`${c.row}${c.row}`.slice(0, 200));
    }
    await page.getByLabel("Kitchen", { exact: true }).fill(c.kitchen);
    await page.getByLabel("Service and floor", { exact: true }).fill(c.service);
    await page.getByRole("button", { name: "Save function sheet" }).click();
    await expect(page.getByText("Function sheet saved.").first()).toBeVisible();
    await followRedirect(page, /\/function-sheet$/);
    // The detail screen has the same heading: wait for the sheet itself.
    await expect(page.getByText("Contact on the day")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: c.eventName })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
    expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g), c.eventName).toHaveLength(
      (c as { pages?: number }).pages ?? 1,
    );
    // All of the notes are printed (a list too long for its lines runs on, separated by ' / ').
    const printed = (await page.getByTestId("function-sheet").innerText()).replace(/\s+|\//g, "");
    for (const text of [c.kitchen, c.service, c.hall]) {
      expect(printed, c.eventName).toContain(text.replace(/\s+|\//g, ""));
    }
    await page.emulateMedia({ media: "screen" });
  }
});

test("calendar feed: copy the private link, regenerate it, the old one stops", async ({ page, request }) => {
  await signInAs(page, "accounts");
  await page.getByRole("link", { name: "Subscribe to this calendar in Google, Apple or Outlook" }).click();
  const link = page.getByLabel("Your calendar link");
  const first = await link.inputValue();
  expect(first).toMatch(/\/luxebooking\/calendar\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}\.ics$/);
  await expectNoAxeViolations(page);
  const path = new URL(first).pathname;
  const feed = await request.get(path);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("BEGIN:VCALENDAR");
  await page.getByRole("button", { name: "Regenerate link" }).click();
  await expect(page.getByText("A new link is ready. The old one no longer works.")).toBeVisible();
  await expect(link).not.toHaveValue(first);
  expect((await request.get(path)).status()).toBe(404);
});
