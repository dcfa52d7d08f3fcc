/** The HTTP statuses a refusal can carry (the client's fault, never the server's). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/**
 * A refusal the person can act on, thrown by use cases: shown as-is (the spec's words where it has
 * them), answered with `status`, and placed on the form's `field` when there is one. Anything else
 * a use case throws is unexpected: the route logs it and answers its generic failure text
 * (`app/modules/http/respond.server.ts`).
 */
export class DomainError extends Error {
  constructor(
    readonly status: RefusalStatus,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** The failure text of a route the spec gives none for (and the reason in 'Failed to …: {reason}'). */
export const unexpectedFailure = "Something went wrong. Please try again.";
