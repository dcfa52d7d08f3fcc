import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { reservationFormSchema } from "./reservations.schema";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.append(k, v);
  return parseWithZod(data, { schema: reservationFormSchema });
}

function errorsOf(values: Record<string, string>) {
  const result = form(values);
  return result.status === "error" ? result.error : undefined;
}

const valid = {
  eventName: "Sharma Wedding Reception",
  eventDate: "2026-12-12",
  eventStartTime: "18:00",
  eventEndTime: "23:00",
  clientName: "Ravi Sharma",
  clientEmail: "ravi@example.com",
  clientPhone: "+91 98450 12345",
  guestCount: "250",
  mealType: "veg",
  perPersonAmount: "1200",
  gstType: "percentage",
  gstValue: "18",
  status: "confirmed",
};

describe("reservation form schema", () => {
  it("accepts a complete form", () => {
    const result = form(valid);
    expect(result.status).toBe("success");
  });

  it("asks for a meal type with the spec's message", () => {
    const { mealType: _, ...rest } = valid;
    expect(errorsOf(rest)?.mealType).toEqual(["Please select a meal type (Veg or Non-Veg)."]);
  });

  it("refuses a bad e-mail, zero guests, negative or 3-decimal amounts, a missing end time", () => {
    const errors = errorsOf({
      ...valid,
      clientEmail: "not-an-email",
      guestCount: "0",
      perPersonAmount: "-1",
      gstValue: "1.234",
      eventEndTime: "",
    });
    expect(errors).toMatchObject({
      clientEmail: ["Please enter a valid email address."],
      guestCount: ["The number of guests must be at least 1."],
      perPersonAmount: ["The per-person amount must be 0 or more, with at most 2 decimals."],
      gstValue: ["The GST value must be 0 or more, with at most 2 decimals."],
      eventEndTime: ["Please enter the end time."],
    });
  });

  it("requires the per-person amount unless NC", () => {
    const { perPersonAmount: _, ...rest } = valid;
    expect(errorsOf(rest)?.perPersonAmount).toEqual(["Please enter the per-person amount."]);
    expect(form({ ...rest, isFOC: "on" }).status).toBe("success");
  });

  it("bounds every amount on its field (issue 12), in the browser and on the server alike", () => {
    // 250 guests × ₹1,200 = ₹3,00,000 before GST; ₹3,54,000 with 18 %.
    expect(
      errorsOf({ ...valid, guestCount: "10000", perPersonAmount: "99999999.99" })?.perPersonAmount,
    ).toEqual(["The per-person amount must be at most ₹10,00,000.00."]);
    expect(form({ ...valid, perPersonAmount: "1000000" }).status).toBe("success");
    expect(errorsOf({ ...valid, withAlcohol: "on", alcoholMRP: "10000000.01" })?.alcoholMRP).toEqual([
      "The alcohol MRP must be at most ₹1,00,00,000.00.",
    ]);
    expect(form({ ...valid, withAlcohol: "on", alcoholMRP: "10000000" }).status).toBe("success");
    expect(errorsOf({ ...valid, gstType: "amount", gstValue: "300000.01" })?.gstValue).toEqual([
      "The flat GST cannot be more than the total excluding GST.",
    ]);
    expect(form({ ...valid, gstType: "amount", gstValue: "300000" }).status).toBe("success");
    expect(errorsOf({ ...valid, advanceAmountReceived: "354000.01" })?.advanceAmountReceived).toEqual([
      "The advance cannot be more than the total amount.",
    ]);
    expect(form({ ...valid, advanceAmountReceived: "354000" }).status).toBe("success");
    // The alcohol is part of the total an advance may cover.
    const alcohol = { withAlcohol: "on", alcoholMRP: "1000", alcoholPercentageCharges: "10" };
    expect(form({ ...valid, ...alcohol, advanceAmountReceived: "355100" }).status).toBe("success");
    expect(errorsOf({ ...valid, guestCount: "10001" })?.guestCount).toEqual([
      "The number of guests must be at most 10,000.",
    ]);
    expect(errorsOf({ ...valid, gstValue: "100.01" })?.gstValue).toEqual([
      "The GST percentage must be at most 100.",
    ]);
  });

  it("a bound shows even while an unrelated field is still missing", () => {
    const { mealType: _, ...rest } = valid;
    expect(errorsOf({ ...rest, advanceAmountReceived: "999999" })).toMatchObject({
      mealType: ["Please select a meal type (Veg or Non-Veg)."],
      advanceAmountReceived: ["The advance cannot be more than the total amount."],
    });
  });

  it("more guests than the hall seats (400) are allowed; NC ignores the chargeable amounts", () => {
    expect(form({ ...valid, guestCount: "401" }).status).toBe("success");
    expect(form({ ...valid, isFOC: "on", advanceAmountReceived: "5000", perPersonAmount: "" }).status).toBe(
      "success",
    );
  });

  it("refuses a line break in the event or client name (issue 28: names go into calendar entries)", () => {
    expect(errorsOf({ ...valid, eventName: "Sharma\rWedding" })?.eventName).toEqual([
      "The event name must be on one line.",
    ]);
    expect(errorsOf({ ...valid, clientName: "Ravi\nSharma" })?.clientName).toEqual([
      "The client name must be on one line.",
    ]);
    expect(errorsOf({ ...valid, notes: "two\r\nlines" })).toBeUndefined();
  });

  it("bounds text lengths", () => {
    expect(errorsOf({ ...valid, eventName: "x".repeat(201) })?.eventName).toEqual([
      "The event name must be at most 200 characters.",
    ]);
  });

  it("defaults status to confirmed and GST type to percentage", () => {
    const { status: _s, gstType: _g, ...rest } = valid;
    const result = form(rest);
    expect(result.status === "success" && result.value).toMatchObject({
      status: "confirmed",
      gstType: "percentage",
    });
  });
});
