import type { RouterContextProvider } from "react-router";
import { unexpectedFailure } from "~/modules/errors";
import { formAction } from "~/modules/http/form-action.server";
import { readForm } from "~/modules/http/read-form.server";
import type { Refusal } from "~/modules/http/respond.server";
import { type ReservationInput, reservationFormSchema } from "./reservations.schema";

/**
 * The reservation form's action, new or edit (after its permission check): the form parsed with
 * its schema, then `run`; every refusal shows at the form's top in the screen's words (`text`,
 * e.g. 'Failed to create reservation: {reason}').
 */
export async function reservationFormAction<T>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  text: (refusal: Refusal) => string,
  run: (input: ReservationInput) => Promise<T>,
) {
  return formAction(args, await readForm(args.request), {
    schema: reservationFormSchema,
    reply: { failure: unexpectedFailure, text, onFields: false },
    run,
  });
}
