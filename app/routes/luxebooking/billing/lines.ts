import { data } from "react-router";
import { z } from "zod";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { lineSchema, lineTexts, packageSchema } from "~/modules/billing/itemised";
import {
  addLine,
  applyPackage,
  deletePackage,
  removeLine,
  savePackage,
} from "~/modules/billing/lines.server";
import { DomainError } from "~/modules/errors";
import { formAction } from "~/modules/http/form-action.server";
import { readForm } from "~/modules/http/read-form.server";
import { respond, toastReply } from "~/modules/http/respond.server";
import type { Route } from "./+types/lines";

const buttonSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("remove"), lineId: z.uuid(lineTexts.notFound) }),
  z.object({ intent: z.literal("apply-package"), packageId: z.uuid(lineTexts.packageNotFound) }),
  z.object({ intent: z.literal("delete-package"), packageId: z.uuid(lineTexts.packageNotFound) }),
]);

/**
 * POST a reservation's lines (issue 32 item 6): add or remove a line and start from a package
 * (those who may edit the reservation: admin, operations); save the lines as a package or remove
 * one (admin).
 */
export async function action(args: Route.ActionArgs) {
  const formData = await readForm(args.request);
  const intent = formData.get("intent");
  const app = getApp(args.context);
  const { db } = app.database;
  const reservationId = args.params.id;
  const failure = "The lines could not be saved. Nothing was changed.";
  if (intent === "add") {
    const user = await requirePermission(args, "reservation.edit", lineTexts.editDenied);
    return formAction(args, formData, {
      schema: lineSchema,
      reply: { failure },
      run: async (input, submission) => {
        const { message } = await addLine(db, { actor: user, reservationId, events: app.events, input });
        return { ok: true as const, message, submission: submission.reply({ resetForm: true }) };
      },
    });
  }
  if (intent === "save-package") {
    const user = await requirePermission(args, "billing.packages.manage", lineTexts.packageDenied);
    return formAction(args, formData, {
      schema: packageSchema,
      reply: { failure },
      run: async ({ name }, submission) => {
        const { message } = await savePackage(db, { actor: user, reservationId, name });
        return { ok: true as const, message, submission: submission.reply({ resetForm: true }) };
      },
    });
  }
  const user =
    intent === "delete-package"
      ? await requirePermission(args, "billing.packages.manage", lineTexts.packageDenied)
      : await requirePermission(args, "reservation.edit", lineTexts.editDenied);
  return respond(args, toastReply(failure), async () => {
    const parsed = buttonSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) throw new DomainError(400, parsed.error.issues[0]!.message);
    const input = parsed.data;
    const options = { actor: user, reservationId, events: app.events };
    const { message } =
      input.intent === "remove"
        ? await removeLine(db, { ...options, lineId: input.lineId })
        : input.intent === "apply-package"
          ? await applyPackage(db, { ...options, packageId: input.packageId })
          : await deletePackage(db, { actor: user, packageId: input.packageId });
    return data({ ok: true as const, message });
  });
}
