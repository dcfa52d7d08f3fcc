import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { FormErrors } from "~/components/forms/error-list";
import { Field } from "~/components/forms/field";
import { FormSection } from "~/components/forms/form-section";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { Button } from "~/components/ui/button";
import { useResultToast } from "~/components/ui/toast";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { unexpectedFailure } from "~/modules/errors";
import { formAction } from "~/modules/http/form-action.server";
import { readForm } from "~/modules/http/read-form.server";
import { hallSettingsSchema, hallSettingsTexts } from "~/modules/reservations/hall-settings";
import { readHallSettings, saveHallSettings } from "~/modules/reservations/hall-settings.server";
import { formatDateTime } from "~/modules/time";
import type { Route } from "./+types/hall-settings";
import { STAFF_TITLE } from "~/modules/site-content/venue";

export const meta = () => [{ title: `Hall Settings — ${STAFF_TITLE}` }];

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "hall.settings.manage", hallSettingsTexts.denied);
  const settings = await readHallSettings(getApp(args.context).database.db);
  return { settings, defaultValue: { turnaroundMinutes: String(settings.turnaroundMinutes) } };
}

export async function action(args: Route.ActionArgs) {
  const user = await requirePermission(args, "hall.settings.manage", hallSettingsTexts.denied);
  const app = getApp(args.context);
  return formAction(args, await readForm(args.request), {
    schema: hallSettingsSchema,
    reply: { failure: unexpectedFailure },
    run: async (input, submission) => {
      await saveHallSettings(app.database.db, { actor: user, input, events: app.events });
      return { ok: true as const, message: hallSettingsTexts.saved, submission: submission.reply() };
    },
  });
}

/** Issue 32 item 9: the hall's own settings (admin only): the time between events. */
export default function HallSettings({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useStaffForm(hallSettingsSchema, {
    id: "hall-settings",
    lastResult: actionData?.submission,
    defaultValue: loaderData.defaultValue,
  });
  useResultToast(actionData && "ok" in actionData ? actionData : undefined);
  const { settings } = loaderData;
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-2 font-display text-3xl font-semibold text-garden-900">{hallSettingsTexts.title}</h1>
      <p className="mb-4 text-sm text-gray-700">
        {settings.updatedAt
          ? `Last saved by ${settings.updatedByEmail ?? "—"} on ${formatDateTime(settings.updatedAt)}.`
          : "Not saved yet: the defaults apply."}
      </p>
      <Form method="post" {...getFormProps(form)} className="space-y-6">
        <FormErrors id={form.errorId} errors={form.errors} />
        <FormSection title="Calendar">
          <Field
            meta={fields.turnaroundMinutes}
            label={hallSettingsTexts.turnaroundLabel}
            type="number"
            inputMode="numeric"
            min={0}
            step={5}
            description={hallSettingsTexts.turnaroundHint}
          />
        </FormSection>
        <div className="flex justify-end">
          <Button type="submit" size="xl" busy={busy}>
            {busy ? "Saving..." : "Save Settings"}
          </Button>
        </div>
      </Form>
    </div>
  );
}
