import { describe, expect, it } from "vitest";
import { customerEntries, enquiries, visitorEntryAttempts } from "~/db/schema";
import { RATE_LIMIT, submitEnquiry } from "~/modules/contact/submit-enquiry.server";
import { EventBus } from "~/modules/live/events.server";
import { addCustomerEntry } from "~/modules/menu/add-customer-entry.server";
import { VISITOR_ENTRY_LIMIT } from "~/modules/menu/menu.schema";
import { setUpTestDatabase } from "../support/db";

// Issue 28 item 9: the per-address limits of the contact form and the visitor form count an IPv6
// address by its /64, the block one subscriber holds whole (a home line's temporary addresses
// change within it): a new address of the same /64 is the same sender.
const database = setUpTestDatabase({ clear: [enquiries, customerEntries, visitorEntryAttempts] });
const now = new Date("2031-03-01T06:00:00Z");

function enquiry(senderIp: string, minute: number) {
  return submitEnquiry(database.db, {
    input: {
      name: "Ananya Rao",
      email: "ananya@example.com",
      phone: "9845012345",
      subject: "Dinner",
      message: "A table for four, please.",
    },
    honeypot: "",
    captchaPayload: "",
    senderIp,
    secret: "integration-test-secret-0123456789abcdef",
    channels: [],
    events: new EventBus(),
    now: new Date(now.getTime() + minute * 60_000),
  });
}

describe("the contact form's hourly limit", () => {
  it(`holds ${RATE_LIMIT} enquiries per IPv6 /64, whichever addresses of it they come from`, async () => {
    for (let i = 1; i <= RATE_LIMIT; i++) {
      expect((await enquiry(`2001:db8:aa:1:${i}::${i}`, i)).status).toBe(200);
    }
    const sixth = await enquiry("2001:db8:aa:1:ffff:ffff:ffff:ffff", 10);
    expect(sixth.status).toBe(429);
    // Another /64 (the next subscriber) and an IPv4 sender are not held by it.
    expect((await enquiry("2001:db8:aa:2::1", 10)).status).toBe(200);
    expect((await enquiry("192.0.2.44", 10)).status).toBe(200);
  });
});

describe("the visitor form's network ceiling", () => {
  it(`holds ${VISITOR_ENTRY_LIMIT.perNetwork} entries per IPv6 /64 in its window`, async () => {
    // Each party its own phone number (a number gets ${VISITOR_ENTRY_LIMIT.perPhone}): only the network's ceiling holds them.
    const entry = (senderIp: string, second: number) =>
      addCustomerEntry(database.db, {
        venue: "guntoor",
        input: {
          customerName: "Ravi Kumar",
          phoneNumber: `98765${String(second).padStart(5, "0")}`,
          numGuests: 2,
        },
        senderIp,
        now: new Date(now.getTime() + second * 1000),
      });
    for (let i = 1; i <= VISITOR_ENTRY_LIMIT.perNetwork; i++) {
      await expect(entry(`2001:db8:bb:7:${i.toString(16)}::1`, i)).resolves.toHaveProperty("id");
    }
    await expect(entry("2001:db8:bb:7::abcd", 100)).rejects.toMatchObject({ status: 429 });
    await expect(entry("2001:db8:bb:8::1", 101)).resolves.toHaveProperty("id");
  });
});
