import { data } from "react-router";
import { DomainError } from "~/modules/errors";

/**
 * The loaders' side of `respond` (issue 28 item 17): runs a loader's work; a refusal the person can
 * act on (a DomainError: not found, not allowed, a wrong state) is thrown as `{ message }` with its
 * status, for the screen's error boundary (the staff frame's Access Denied, Not Found …); anything
 * else is thrown on, to the route's generic failure. `notFound` replaces the text of a 404.
 */
export async function loadOrRefuse<T>(
  run: () => Promise<T>,
  options: { notFound?: string } = {},
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const message = error.status === 404 && options.notFound ? options.notFound : error.message;
    throw data({ message }, { status: error.status });
  }
}
