import { data } from "react-router";
import { clientPageLimiter } from "./rate-limit.server";
import { clientPageTexts } from "./texts";

/** The one answer for a malformed, unknown, revoked or expired token (issue 30 item 2). */
export function clientNotFound(): never {
  throw data(
    { message: clientPageTexts.notFound },
    { status: 404, headers: { "Cache-Control": "no-store" } },
  );
}

/** Every request under /event/<token> counts against its address's limit (IPv6 by /64). */
export function limitClientRequest(ip: string): void {
  if (!clientPageLimiter.take(ip))
    throw data(
      { message: clientPageTexts.rateLimited },
      { status: 429, headers: { "Retry-After": "600", "Cache-Control": "no-store" } },
    );
}
