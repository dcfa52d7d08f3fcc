import { getFormProps } from "@conform-to/react";
import { FormSection } from "~/components/forms/form-section";
import { FilingSettings } from "~/components/billing/filing-settings";
import { Form, Link, useNavigation } from "react-router";
import { FormErrors } from "~/components/forms/error-list";
import { Field, SelectField, TextareaField } from "~/components/forms/field";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { Button } from "~/components/ui/button";
import { Message } from "~/components/ui/message";
import { useResultToast } from "~/components/ui/toast";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { billingSettingsDefaults, billingSettingsSchema } from "~/modules/billing/billing.schema";
import { gstStates } from "~/modules/billing/gstin";
import { billingMessages } from "~/modules/billing/messages";
import { taxLineSchema, taxLineTexts } from "~/modules/billing/tax-lines";
import {
  addTaxLine,
  deleteTaxLine,
  listTaxLines,
  setDefaultTaxLine,
  updateTaxLine,
} from "~/modules/billing/tax-lines.server";
import { TaxLinesSection } from "~/components/billing/tax-lines-section";
import { respond, toastReply } from "~/modules/http/respond.server";
import { readBillingSettings, saveBillingSettings } from "~/modules/billing/settings.server";
import { readFilingView } from "~/modules/billing/filing-view.server";
import { DomainError, unexpectedFailure } from "~/modules/errors";
import { formAction } from "~/modules/http/form-action.server";
import { readForm } from "~/modules/http/read-form.server";
import type { Route } from "./+types/billing-settings";
import { STAFF_TITLE } from "~/modules/site-content/venue";

export const meta = () => [{ title: `Billing Settings — ${STAFF_TITLE}` }];

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "billing.settings.manage", billingMessages.settingsDenied);
  const { db } = getApp(args.context).database;
  const [settings, filing, taxLines] = await Promise.all([
    readBillingSettings(db),
    readFilingView(db),
    listTaxLines(db),
  ]);
  if (!settings) return { saved: false, defaultValue: billingSettingsDefaults, filing, taxLines };
  const { id: _id, stateName: _s, updatedAt: _u, updatedBy: _b, updatedByEmail: _e, ...values } = settings;
  return { saved: true, defaultValue: values, filing, taxLines };
}

export async function action(args: Route.ActionArgs) {
  const user = await requirePermission(args, "billing.settings.manage", billingMessages.settingsDenied);
  const app = getApp(args.context);
  const formData = await readForm(args.request);
  const intent = formData.get("intent");
  if (typeof intent === "string" && intent.endsWith("-line"))
    return taxLineAction(args, user, intent, formData);
  return formAction(args, formData, {
    schema: billingSettingsSchema,
    reply: { failure: unexpectedFailure },
    run: async (input, submission) => {
      await saveBillingSettings(app.database.db, { actor: user, input, events: app.events });
      return { ok: true as const, message: billingMessages.settingsSaved, submission: submission.reply() };
    },
  });
}

/** Issue 27 item 1: the tax lines' add, edit, default and remove (admin). */
async function taxLineAction(
  args: Route.ActionArgs,
  user: Awaited<ReturnType<typeof requirePermission>>,
  intent: string,
  formData: FormData,
) {
  const app = getApp(args.context);
  const { db } = app.database;
  const base = { actor: user, events: app.events };
  const id = String(formData.get("id") ?? "");
  if (intent === "add-line" || intent === "update-line") {
    return formAction(args, formData, {
      schema: taxLineSchema,
      reply: { failure: unexpectedFailure },
      run: async (input, submission) => {
        if (intent === "add-line") await addTaxLine(db, { ...base, input });
        else await updateTaxLine(db, { ...base, id, input });
        return {
          ok: true as const,
          message: intent === "add-line" ? taxLineTexts.added : taxLineTexts.saved,
          submission: submission.reply({ resetForm: true }),
        };
      },
    });
  }
  return respond(args, toastReply(unexpectedFailure), async () => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new DomainError(404, taxLineTexts.notFound);
    if (intent === "default-line") {
      const line = await setDefaultTaxLine(db, { ...base, id });
      return { ok: true as const, message: taxLineTexts.defaultSet(line.description) };
    }
    if (intent === "delete-line") {
      await deleteTaxLine(db, { ...base, id });
      return { ok: true as const, message: taxLineTexts.deleted };
    }
    throw new DomainError(400, "Unknown action.");
  });
}

const stateOptions = gstStates.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));

/** Issue 15 item 1: the business's particulars printed on every document (admin only). */
export default function BillingSettings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useStaffForm(billingSettingsSchema, {
    id: "billing-settings",
    lastResult: actionData && "submission" in actionData ? actionData.submission : undefined,
    defaultValue: loaderData.defaultValue,
  });
  useResultToast(actionData && "ok" in actionData ? actionData : undefined);
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-2 font-display text-3xl font-semibold text-garden-900">Billing Settings</h1>
      {/* Issue 30: the default payment schedule and the final-details lock have their own page. */}
      <p className="mb-4 text-sm">
        <Link
          to="/luxebooking/admin/client-page-settings"
          className="font-semibold text-garden-800 underline"
        >
          Payment schedule and client page settings
        </Link>
      </p>
      {loaderData.saved ? null : (
        <Message tone="warning" className="mb-4">
          {billingMessages.settingsIncomplete}
        </Message>
      )}
      <Form method="post" {...getFormProps(form)} className="space-y-6">
        <FormErrors id={form.errorId} errors={form.errors} />
        <FormSection title="Business">
          <Field meta={fields.legalName} label="Legal Name" className="sm:col-span-2" />
          <Field meta={fields.tradeName} label="Trade Name" className="sm:col-span-2" />
          <Field meta={fields.gstin} label="GSTIN" autoComplete="off" controlClassName="uppercase" />
          <TextareaField meta={fields.address} label="Address" rows={3} className="sm:col-span-2" />
          <SelectField meta={fields.stateCode} label="State" options={stateOptions} />
        </FormSection>
        <FormSection title="Document prefixes">
          <Field meta={fields.quotationPrefix} label="Quotation" controlClassName="uppercase" />
          <Field meta={fields.receiptPrefix} label="Receipt voucher" controlClassName="uppercase" />
          <Field meta={fields.invoicePrefix} label="Tax invoice" controlClassName="uppercase" />
          <Field meta={fields.creditNotePrefix} label="Credit note" controlClassName="uppercase" />
          <Field meta={fields.debitNotePrefix} label="Debit note" controlClassName="uppercase" />
          <Field meta={fields.refundPrefix} label="Refund voucher" controlClassName="uppercase" />
          <Field meta={fields.liquorPrefix} label="Liquor bill" controlClassName="uppercase" />
          <p className="text-sm text-gray-700 sm:col-span-2">
            Numbers read PREFIX/26-27/0001: consecutive in each financial year, at most 16 characters.
          </p>
        </FormSection>
        <FormSection title="Bank and UPI">
          <Field meta={fields.bankAccountName} label="Account Name" />
          <Field meta={fields.bankName} label="Bank" />
          <Field
            meta={fields.bankAccountNumber}
            label="Account Number"
            inputMode="numeric"
            autoComplete="off"
          />
          <Field meta={fields.bankIfsc} label="IFSC" autoComplete="off" controlClassName="uppercase" />
          <Field
            meta={fields.upiId}
            label="UPI ID"
            autoComplete="off"
            description="Quotations and invoices carry a UPI QR code for the amount due."
          />
        </FormSection>
        <FormSection title="Terms printed on quotations and invoices">
          <TextareaField meta={fields.terms} label="Terms" rows={5} className="sm:col-span-2" />
        </FormSection>
        <div className="flex justify-end">
          <Button type="submit" size="xl" busy={busy}>
            {busy ? "Saving..." : "Save Settings"}
          </Button>
        </div>
      </Form>
      <TaxLinesSection lines={loaderData.taxLines} />
      <FilingSettings filing={loaderData.filing} />
    </div>
  );
}
