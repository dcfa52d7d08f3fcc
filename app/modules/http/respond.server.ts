import type { Submission, SubmissionResult } from "@conform-to/react";
import { data, type RouterContextProvider } from "react-router";
import { getApp } from "~/context.server";
import { DomainError } from "~/modules/errors";

/** What the person is told: a DomainError's words and status, or the route's failure text with 500. */
export interface Refusal {
  status: number;
  message: string;
  field?: string;
}

/** How one route answers what its use case refused or failed at. */
export interface FailureReply<F> {
  /** The route's text for an unexpected failure (the spec's where it gives one). */
  failure: string;
  /** Words the message for this route, e.g. the spec's 'Failed to create reservation: {reason}'. */
  text?: (refusal: Refusal) => string;
  /** The route's shape of a refusal: a toast, a form's errors, a JSON message. */
  reply: (refusal: Refusal) => F;
}

/**
 * The one way a route turns errors into its answer. Runs the route's work (parse, use case, its
 * result) and answers what it returns; a DomainError is answered with its message and status in the
 * route's shape; anything else is logged (the request's logger carries its request id) and answered
 * 500 with the route's failure text. Nothing was half-written: use cases are transactional.
 * Responses thrown on purpose (redirects, a guard's 401/403, an unreadable form) pass through.
 */
export async function respond<T, F>(
  args: { context: Readonly<RouterContextProvider> },
  how: FailureReply<F>,
  run: () => Promise<T>,
) {
  const answer = (refusal: Refusal) =>
    data(how.reply({ ...refusal, message: how.text?.(refusal) ?? refusal.message }), {
      status: refusal.status,
    });
  try {
    return await run();
  } catch (error) {
    if (isThrownResponse(error)) throw error;
    if (error instanceof DomainError) {
      return answer({ status: error.status, message: error.message, field: error.field });
    }
    getApp(args.context).logger.error({ err: error, answered: how.failure }, "unexpected failure");
    return answer({ status: 500, message: how.failure });
  }
}

function isThrownResponse(error: unknown): boolean {
  return (
    error instanceof Response ||
    (typeof error === "object" &&
      error !== null &&
      (error as { type?: unknown }).type === "DataWithResponseInit")
  );
}

type Wording = { text?: (refusal: Refusal) => string };

/**
 * A plain action's answer, shown as a toast: `{ ok: false, error }`, plus the route's own fields
 * (`extra`, or made from the refusal).
 */
export function toastReply<E extends object = Record<never, never>>(
  failure: string,
  options: Wording & { extra?: E | ((refusal: Refusal) => E) } = {},
): FailureReply<{ ok: false; error: string } & E> {
  const { extra, text } = options;
  return {
    failure,
    text,
    reply: (refusal) => ({
      ok: false as const,
      error: refusal.message,
      ...((typeof extra === "function" ? extra(refusal) : extra) as E),
    }),
  };
}

/** A JSON API's answer: `{ message }`. */
export function jsonReply(failure: string): FailureReply<{ message: string }> {
  return { failure, reply: ({ message }) => ({ message }) };
}

/**
 * A Conform form's answer: the refusal's message on its field when it names one (unless `onFields`
 * is off: the form shows every refusal at its top), else on the form.
 */
export function formReply(
  submission: Pick<Submission<unknown>, "reply">,
  options: Wording & { failure: string; onFields?: boolean },
): FailureReply<{ submission: SubmissionResult<string[]> }> {
  return {
    failure: options.failure,
    text: options.text,
    reply: ({ message, field }) => ({
      submission: submission.reply(
        field && options.onFields !== false
          ? { fieldErrors: { [field]: [message] } }
          : { formErrors: [message] },
      ),
    }),
  };
}
