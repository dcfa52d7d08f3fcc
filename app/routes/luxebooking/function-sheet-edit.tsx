import { getFormProps } from "@conform-to/react";
import { data, Form, Link, useNavigation } from "react-router";
import { FormErrors } from "~/components/forms/error-list";
import { Field, TextareaField } from "~/components/forms/field";
import { FormSection } from "~/components/forms/form-section";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { AccessDenied } from "~/components/staff/access-denied";
import { Button } from "~/components/ui/button";
import { useResultToast } from "~/components/ui/toast";
import { getApp } from "~/context.server";
import { requirePermission, requireUser } from "~/modules/auth/guards.server";
import { formAction } from "~/modules/http/form-action.server";
import { readForm } from "~/modules/http/read-form.server";
import {
  BEO_NOTES_MAX,
  BEO_TIMELINE_ROWS,
  BEO_VENDOR_ROWS,
  beoSchema,
  beoTexts,
  defaultTimelineLabels,
} from "~/modules/reservations/beo";
import { getFunctionSheet, saveFunctionSheet } from "~/modules/reservations/beo.server";
import { messages } from "~/modules/reservations/messages";
import { can } from "~/permissions";
import type { Route } from "./+types/function-sheet-edit";
import { STAFF_TITLE } from "~/modules/site-content/venue";
import { loadOrRefuse } from "~/modules/http/load-or-refuse.server";

export const meta = () => [{ title: `Function sheet details — ${STAFF_TITLE}` }];

const pad = <T,>(rows: T[], length: number, empty: () => T): T[] => [
  ...rows,
  ...Array.from({ length: Math.max(0, length - rows.length) }, empty),
];

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  if (!can(user.role, "reservation.edit")) {
    return data({ denied: true as const, sheet: null, defaultValue: null }, { status: 403 });
  }
  return loadOrRefuse(
    async () => {
      const sheet = await getFunctionSheet(getApp(args.context).database.db, {
        actor: user,
        id: args.params.id,
      });
      // A new sheet starts from the day's moments: arrival and end at the event's times.
      const timeline =
        sheet.timeline.length > 0
          ? sheet.timeline
          : defaultTimelineLabels.map((what) => ({
              what,
              time: what === "Arrival" ? sheet.eventStartTime : what === "End" ? sheet.eventEndTime : "",
            }));
      const count = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));
      return {
        denied: false as const,
        sheet: {
          id: sheet.id,
          eventName: sheet.eventName,
          guestCount: sheet.guestCount,
          mealType: sheet.mealType,
        },
        defaultValue: {
          vegCovers: count(sheet.details?.vegCovers ?? sheet.covers.veg),
          nonVegCovers: count(sheet.details?.nonVegCovers ?? sheet.covers.nonVeg),
          guaranteedCovers: count(sheet.details?.guaranteedCovers),
          timeline: pad(timeline, BEO_TIMELINE_ROWS, () => ({ time: "", what: "" })),
          vendors: pad(sheet.vendors, BEO_VENDOR_ROWS, () => ({ name: "", phone: "", brings: "" })),
          kitchenNotes: sheet.kitchenNotes,
          serviceNotes: sheet.serviceNotes,
        },
      };
    },
    { notFound: messages.notFound },
  );
}

export async function action(args: Route.ActionArgs) {
  const user = await requirePermission(args, "reservation.edit", beoTexts.denied);
  const app = getApp(args.context);
  return formAction(args, await readForm(args.request), {
    schema: beoSchema,
    reply: { failure: beoTexts.failed },
    run: async (input, submission) => {
      await saveFunctionSheet(app.database.db, {
        actor: user,
        id: args.params.id,
        input,
        events: app.events,
      });
      return { ok: true as const, message: beoTexts.saved, submission: submission.reply() };
    },
  });
}

/** Issue 32 item 11: the BEO's details (admin and operations, who may edit the reservation). */
export default function FunctionSheetEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useStaffForm(beoSchema, {
    id: "beo",
    lastResult: actionData?.submission,
    defaultValue: loaderData.defaultValue ?? undefined,
  });
  useResultToast(actionData && "ok" in actionData ? actionData : undefined, {
    redirectTo: `/luxebooking/reservation/${params.id}/function-sheet`,
  });
  if (loaderData.denied || !loaderData.sheet) return <AccessDenied message={beoTexts.denied} />;
  const { sheet } = loaderData;
  const timeline = fields.timeline.getFieldList();
  const vendors = fields.vendors.getFieldList();
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-1 font-display text-3xl font-semibold text-garden-900">{beoTexts.title}</h1>
      <p className="mb-6 text-gray-700">
        <Link to={`/luxebooking/reservation/${sheet.id}`} className="font-semibold underline">
          {sheet.eventName}
        </Link>
        {` · ${sheet.guestCount} guests expected`}
      </p>
      <Form method="post" {...getFormProps(form)} className="space-y-6">
        <FormErrors id={form.errorId} errors={form.errors} />
        <FormSection title="Covers">
          <Field meta={fields.vegCovers} label="Veg covers" type="number" inputMode="numeric" />
          <Field meta={fields.nonVegCovers} label="Non-veg covers" type="number" inputMode="numeric" />
          <Field
            meta={fields.guaranteedCovers}
            label="Guaranteed covers"
            type="number"
            inputMode="numeric"
            description="The number the client guarantees to pay for; leave empty until they do."
          />
        </FormSection>
        <FormSection title="Timeline">
          {timeline.map((row, i) => {
            const f = row.getFieldset();
            return (
              <div key={row.key} className="grid grid-cols-[9.5rem_1fr] gap-3 sm:col-span-2">
                <Field meta={f.time} label={`Time ${i + 1}`} type="time" />
                <Field meta={f.what} label={`What happens ${i + 1}`} />
              </div>
            );
          })}
        </FormSection>
        <FormSection title="Vendors">
          {vendors.map((row, i) => {
            const f = row.getFieldset();
            return (
              <fieldset
                key={row.key}
                className="grid gap-3 border-t border-gray-200 pt-3 sm:col-span-2 sm:grid-cols-3"
              >
                <legend className="sr-only">Vendor {i + 1}</legend>
                <Field meta={f.name} label={`Vendor ${i + 1} name`} />
                <Field meta={f.phone} label={`Vendor ${i + 1} phone`} type="tel" />
                <Field meta={f.brings} label={`Vendor ${i + 1} brings`} />
              </fieldset>
            );
          })}
        </FormSection>
        <FormSection title="Notes for the day">
          <TextareaField
            meta={fields.kitchenNotes}
            label="Kitchen"
            rows={3}
            className="sm:col-span-2"
            description={`Printed on the sheet; at most ${BEO_NOTES_MAX.toLocaleString("en-IN")} characters.`}
          />
          <TextareaField
            meta={fields.serviceNotes}
            label="Service and floor"
            rows={3}
            className="sm:col-span-2"
          />
        </FormSection>
        <div className="flex justify-end">
          <Button type="submit" size="xl" busy={busy}>
            {busy ? "Saving..." : "Save function sheet"}
          </Button>
        </div>
      </Form>
    </div>
  );
}
