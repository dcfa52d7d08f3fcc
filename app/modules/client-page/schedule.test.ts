import { describe, expect, it } from "vitest";
import {
  allocatePaid,
  defaultScheduleTemplate,
  lockDateOf,
  planSchedule,
  scheduleSumMessage,
  scheduleTemplateSchema,
} from "./schedule";
import { instalmentUpiUri } from "./upi";

describe("planSchedule (issue 30 item 6)", () => {
  it("25 % on confirmation, 50 % 30 days before, the rest 7 days before; adds up to the paisa", () => {
    const plan = planSchedule(defaultScheduleTemplate, {
      total: 35_400_001,
      confirmedOn: "2026-11-28",
      eventDate: "2027-02-10",
    });
    expect(plan).toEqual([
      { position: 1, label: "On confirmation", amount: 8_850_000, dueOn: "2026-11-28" },
      { position: 2, label: "30 days before the event", amount: 17_700_001, dueOn: "2027-01-11" },
      { position: 3, label: "7 days before the event", amount: 8_850_000, dueOn: "2027-02-03" },
    ]);
    expect(plan.reduce((s, p) => s + p.amount, 0)).toBe(35_400_001);
  });

  it("a due date already past becomes the confirmation day; a fixed amount never exceeds the total", () => {
    const plan = planSchedule(
      [
        { label: "Deposit", kind: "amount", value: 5_000_000, due: "confirmation" },
        { label: "Rest", kind: "rest", value: 0, due: 30 },
      ],
      { total: 3_000_000, confirmedOn: "2026-11-28", eventDate: "2026-12-10" },
    );
    expect(plan).toEqual([{ position: 1, label: "Deposit", amount: 3_000_000, dueOn: "2026-11-28" }]);
    expect(
      planSchedule(defaultScheduleTemplate, { total: 0, confirmedOn: "2026-11-28", eventDate: "2026-12-10" }),
    ).toEqual([]);
  });

  it("a template needs at least one instalment and percentages that make 100 % (or a rest)", () => {
    expect(scheduleTemplateSchema.safeParse([]).success).toBe(false);
    expect(
      scheduleTemplateSchema.safeParse([{ label: "Half", kind: "percent", value: 5000, due: "confirmation" }])
        .success,
    ).toBe(false);
    expect(scheduleTemplateSchema.safeParse(defaultScheduleTemplate).success).toBe(true);
  });
});

describe("scheduleSumMessage", () => {
  it("says by how much the instalments miss the balance, either way", () => {
    expect(scheduleSumMessage([100_00, 200_00], 300_00)).toBeNull();
    expect(scheduleSumMessage([100_00, 150_00], 300_00)).toBe(
      "The instalments add up to ₹250.00, ₹50.00 less than the balance of ₹300.00.",
    );
    expect(scheduleSumMessage([100_00, 250_01], 300_00)).toBe(
      "The instalments add up to ₹350.01, ₹50.01 more than the balance of ₹300.00.",
    );
  });
});

describe("allocatePaid", () => {
  it("fills instalments in order; overdue after the due date, due on it", () => {
    const rows = [
      { amount: 100, dueOn: "2026-11-01" },
      { amount: 200, dueOn: "2026-11-28" },
      { amount: 300, dueOn: "2026-12-01" },
    ];
    expect(allocatePaid(rows, 150, "2026-11-28")).toEqual([
      { paid: 100, left: 0, state: "paid" },
      { paid: 50, left: 150, state: "due" },
      { paid: 0, left: 300, state: "upcoming" },
    ]);
    expect(allocatePaid(rows, 0, "2026-11-29").map((p) => p.state)).toEqual([
      "overdue",
      "overdue",
      "upcoming",
    ]);
  });
});

describe("lockDateOf (issue 30 item 4)", () => {
  it("is N days before the event", () => {
    expect(lockDateOf("2026-12-10", 7)).toBe("2026-12-03");
    expect(lockDateOf("2027-03-03", 7)).toBe("2027-02-24");
  });
});

describe("instalmentUpiUri (NPCI UPI Linking Specification 1.6)", () => {
  it("pa, pn, am with 2 decimals, cu=INR, tr per instalment, tn; values percent-encoded", () => {
    expect(
      instalmentUpiUri({
        upiId: "edengarden@okicici",
        payeeName: "Eden Garden & Co",
        amount: 8_850_000,
        reference: "EDPABCDEFGH2345",
        note: "Sharma Wedding Reception instalment 1",
      }),
    ).toBe(
      "upi://pay?pa=edengarden%40okicici&pn=Eden%20Garden%20%26%20Co&am=88500.00&cu=INR&tr=EDPABCDEFGH2345&tn=Sharma%20Wedding%20Reception%20instalment%201",
    );
    expect(
      instalmentUpiUri({ upiId: "x@y", payeeName: "A", amount: 5, reference: "R1234567", note: "n" }),
    ).toContain("am=0.05&");
  });

  it("none without a UPI ID or an amount; the note is cut to 50 characters", () => {
    expect(
      instalmentUpiUri({ upiId: "", payeeName: "A", amount: 100, reference: "R1234567", note: "n" }),
    ).toBeNull();
    expect(
      instalmentUpiUri({ upiId: "a@b", payeeName: "A", amount: 0, reference: "R1234567", note: "n" }),
    ).toBeNull();
    const uri = instalmentUpiUri({
      upiId: "a@b",
      payeeName: "A",
      amount: 1,
      reference: "R1234567",
      note: "x".repeat(80),
    })!;
    expect(decodeURIComponent(uri.split("tn=")[1]!)).toHaveLength(50);
  });
});
