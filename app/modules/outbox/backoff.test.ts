import { describe, expect, it } from "vitest";
import { MAX_DELIVERY_ATTEMPTS, nextAttemptAt, retryDelayMs } from "./backoff";

describe("outbox backoff", () => {
  it("waits 30 s, 2 min, 8 min, 32 min, then grows to at most 6 hours", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 120_000, 480_000, 1_920_000]);
    expect(retryDelayMs(5)).toBe(7_680_000);
    expect(retryDelayMs(6)).toBe(6 * 3_600_000);
    expect(retryDelayMs(9)).toBe(6 * 3_600_000);
  });

  it("schedules the next attempt from now, and gives up after the last attempt", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    expect(nextAttemptAt(1, now)).toEqual(new Date("2026-01-01T00:00:30Z"));
    expect(nextAttemptAt(MAX_DELIVERY_ATTEMPTS - 1, now)).not.toBeNull();
    expect(nextAttemptAt(MAX_DELIVERY_ATTEMPTS, now)).toBeNull();
    expect(MAX_DELIVERY_ATTEMPTS).toBe(10);
  });
});
