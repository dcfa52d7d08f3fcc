import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries } from "~/db/schema";
import type { LiveEvent } from "~/modules/live/events.server";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import * as contactRoute from "~/routes/site/contact";

let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());

const valid = {
  name: "Asha Menon",
  email: "asha@example.com",
  phone: "9845012345",
  subject: "Sent to the route",
  message: "A table for four, please.",
};
let address = 0;
const post = (form: Record<string, string>) =>
  h.call(contactRoute.action, { url: "/contact", form, clientIp: `10.20.0.${++address}` });
const stored = async () => (await h.db.select({ id: enquiries.id }).from(enquiries)).length;

describe("/contact action: the form's one endpoint, with or without JavaScript", () => {
  it("refuses an invalid field with the spec's message, flags it, gives back what was typed and stores nothing", async () => {
    const result = await post({ ...valid, email: "asha@example" });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      reply: { success: false, message: "Please enter a valid email address.", fields: ["email"] },
      values: { ...valid, email: "asha@example" },
    });
    expect(await stored()).toBe(0);
  });

  it("refuses a forged spam check with a clear message and stores nothing", async () => {
    const result = await post({ ...valid, altcha: "forged" });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({
      reply: {
        success: false,
        message:
          "The spam check could not confirm your message. Please wait for the check to finish and send it again.",
      },
    });
    expect(await stored()).toBe(0);
  });

  it("refuses a body that is not a form", async () => {
    const result = await h.call(contactRoute.action, { url: "/contact", json: { name: "x" } });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      reply: { success: false, message: "The form could not be read. Please try again." },
      values: null,
    });
  });

  it("stores a valid enquiry, answers the spec's success text and tells the staff inbox", async () => {
    const seen: LiveEvent[] = [];
    const stop = h.events.subscribe((event) => seen.push(event));
    const result = await post(valid);
    stop();
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      reply: { success: true, message: "Message sent successfully! We'll get back to you soon." },
    });
    const [row] = await h.db.select().from(enquiries).where(eq(enquiries.subject, "Sent to the route"));
    // Without the proof of work (no JavaScript) it is kept for the inbox, not forwarded.
    expect(row).toMatchObject({ name: "Asha Menon", captcha: "unverified" });
    expect(seen.map((event) => event.topic)).toContain("enquiries");
  });
});
