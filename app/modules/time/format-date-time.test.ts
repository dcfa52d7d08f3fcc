import { describe, expect, it } from "vitest";
import { formatDateTime } from "~/modules/time";

describe("received time", () => {
  it("is shown in India Standard Time whatever the server's time zone (tests run in UTC)", () => {
    expect(formatDateTime("2026-01-31T20:45:00Z")).toBe("1 Feb 2026, 2:15 am");
  });
});
