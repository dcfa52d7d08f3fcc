import { rateLimitAddress } from "~/modules/http/client-address";

/**
 * Requests to /event/<token> per address (an IPv6 address by its /64, `rateLimitAddress`): at most
 * `limit` in a sliding `windowMs`. Kept in this process's memory: a page view writes nothing, and
 * a guesser of 256-bit tokens gains nothing from a few instances' separate counts (docs/client-page.md).
 */
export class AddressLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts the request; false when the address is over its limit. */
  take(ip: string, now = Date.now()): boolean {
    const key = rateLimitAddress(ip);
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.sweep(since);
    return true;
  }

  private sweep(since: number) {
    for (const [key, times] of this.hits) if (!times.some((t) => t > since)) this.hits.delete(key);
  }
}

/** 60 requests (pages, downloads, posts) in 10 minutes per address. */
export const clientPageLimiter = new AddressLimiter(60, 10 * 60_000);
