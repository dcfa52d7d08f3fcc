import { describe, expect, it } from "vitest";
import {
  allStatuses,
  canBeInvoiced,
  countsForDoubleBooking,
  isRestorable,
  isSoftDeleted,
  occupyingStatuses,
  statusLabels,
} from "./statuses";

// Issue 28 item 16: each status's rules in one module; a table per rule, every status named.
const rule = (f: (s: string) => boolean) => Object.fromEntries(allStatuses.map((s) => [s, f(s)]));

describe("reservation statuses and their rules (statuses.ts)", () => {
  it("only a confirmed booking counts for double-booking (spec 4: a pending one is a hold that warns)", () => {
    expect(rule(countsForDoubleBooking)).toEqual({
      confirmed: true,
      pending: false,
      cancelled: false,
      completed: false,
      "soft-deleted": false,
    });
  });

  it("confirmed and pending bookings take the hall (upcoming events, calendar feed, overlap warning)", () => {
    expect(rule((s) => (occupyingStatuses as readonly string[]).includes(s))).toEqual({
      confirmed: true,
      pending: true,
      cancelled: false,
      completed: false,
      "soft-deleted": false,
    });
  });

  it("a tax invoice is issued for a confirmed or completed booking only", () => {
    expect(rule(canBeInvoiced)).toEqual({
      confirmed: true,
      pending: false,
      cancelled: false,
      completed: true,
      "soft-deleted": false,
    });
  });

  it("a restore gives back any status a form may choose, never soft-deleted", () => {
    expect(rule(isRestorable)).toEqual({
      confirmed: true,
      pending: true,
      cancelled: true,
      completed: true,
      "soft-deleted": false,
    });
    expect(rule(isSoftDeleted)["soft-deleted"]).toBe(true);
    expect(allStatuses.filter(isSoftDeleted)).toEqual(["soft-deleted"]);
  });

  it("every status has the spec's label", () => {
    expect(statusLabels).toEqual({
      confirmed: "Confirmed",
      pending: "Pending",
      cancelled: "Cancelled",
      completed: "Completed",
      "soft-deleted": "Soft Deleted",
    });
  });
});
