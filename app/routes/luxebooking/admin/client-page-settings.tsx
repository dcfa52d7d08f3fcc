import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { useResultToast } from "~/components/ui/toast";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { scheduleTemplateSchema, type TemplateInstalment } from "~/modules/client-page/schedule";
import { readClientPageSettings, saveClientPageSettings } from "~/modules/client-page/schedule.server";
import { clientPageTexts } from "~/modules/client-page/texts";
import { DomainError } from "~/modules/errors";
import { readForm } from "~/modules/http/read-form.server";
import { respond, toastReply } from "~/modules/http/respond.server";
import { formatRupeesInput, parsePaise } from "~/modules/money";
import { STAFF_TITLE } from "~/modules/site-content/venue";
import type { Route } from "./+types/client-page-settings";

export const meta = () => [{ title: `Client Page Settings — ${STAFF_TITLE}` }];

const denied = "Only administrators can change the billing settings.";
const ROWS = 6;

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "billing.settings.manage", denied);
  return { settings: await readClientPageSettings(getApp(args.context).database.db) };
}

/** Rows `label-N`, `kind-N`, `value-N`, `due-N` (a number of days before the event, or empty for confirmation). */
function templateFrom(form: FormData): TemplateInstalment[] {
  const rows: TemplateInstalment[] = [];
  for (let n = 1; n <= ROWS; n++) {
    const label = String(form.get(`label-${n}`) ?? "").trim();
    if (!label) continue;
    const kind = String(form.get(`kind-${n}`) ?? "percent");
    const raw = String(form.get(`value-${n}`) ?? "").trim();
    const due = String(form.get(`due-${n}`) ?? "").trim();
    const value =
      kind === "rest"
        ? 0
        : kind === "amount"
          ? parsePaise(raw)
          : raw && /^\d{1,3}(\.\d{1,2})?$/.test(raw)
            ? Math.round(Number(raw) * 100)
            : null;
    if (value === null || (kind !== "rest" && value <= 0))
      throw new DomainError(400, `Instalment ${n}: give a percentage (e.g. 25) or an amount above ₹0.`);
    if (due && !/^\d{1,3}$/.test(due))
      throw new DomainError(400, `Instalment ${n}: days before the event must be a whole number.`);
    rows.push({
      label,
      kind: kind as TemplateInstalment["kind"],
      value,
      due: due ? Number(due) : "confirmation",
    });
  }
  return rows;
}

export async function action(args: Route.ActionArgs) {
  const user = await requirePermission(args, "billing.settings.manage", denied);
  const app = getApp(args.context);
  const form = await readForm(args.request);
  return respond(args, toastReply(clientPageTexts.failed), async () => {
    const lockDays = String(form.get("lockDays") ?? "").trim();
    if (!/^\d{1,2}$/.test(lockDays) || Number(lockDays) > 90)
      throw new DomainError(400, "Lock final details: a whole number of days from 0 to 90.");
    const reminderDays = String(form.get("reminderDaysBefore") ?? "3").trim();
    if (!/^\d{1,2}$/.test(reminderDays) || Number(reminderDays) > 60)
      throw new DomainError(400, "Reminder: a whole number of days from 0 to 60.");
    const schedule = templateFrom(form);
    if (schedule.length === 0) throw new DomainError(400, clientPageTexts.scheduleEmpty);
    const parsed = scheduleTemplateSchema.safeParse(schedule);
    if (!parsed.success) throw new DomainError(400, clientPageTexts.templateSum);
    await saveClientPageSettings(app.database.db, {
      actor: user,
      lockDays: Number(lockDays),
      schedule: parsed.data,
    });
    return { ok: true as const, message: clientPageTexts.settingsSaved };
  });
}

/** Issue 30 items 4 and 6: the default payment schedule and the final-details lock (administrators). */
export default function ClientPageSettings({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  useResultToast(actionData);
  const { settings } = loaderData;
  const field = "rounded border border-gray-400 px-2 py-1.5";
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-2 font-display text-3xl font-semibold text-garden-900">Client Page Settings</h1>
      <p className="mb-4 text-sm text-gray-700">
        {settings.saved ? "Saved settings." : "Not saved yet: the defaults apply."} A confirmed reservation
        gets its payment schedule from these instalments; staff can change a reservation's instalments
        afterwards.
      </p>
      <Form method="post" className="space-y-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/10 sm:p-6">
        {actionData && !actionData.ok ? (
          <p role="alert" className="font-semibold text-red-800">
            {actionData.error}
          </p>
        ) : null}
        <label className="block">
          <span className="font-semibold">Lock final details (days before the event)</span>
          <input
            name="lockDays"
            inputMode="numeric"
            defaultValue={settings.lockDays}
            className={`mt-1 block w-24 ${field}`}
          />
        </label>
        <label className="block">
          <span className="font-semibold">
            E-mail a reminder this many days before each due date (and on it)
          </span>
          <input
            name="reminderDaysBefore"
            inputMode="numeric"
            defaultValue={settings.reminderDaysBefore}
            className={`mt-1 block w-24 ${field}`}
          />
        </label>
        <fieldset className="space-y-2">
          <legend className="font-semibold">Default payment schedule</legend>
          <p className="text-sm text-gray-700">
            Percent (e.g. 25), a fixed amount in rupees, or the rest. Due: days before the event; empty means
            on confirmation. Leave a name empty to drop a row.
          </p>
          {Array.from({ length: ROWS }, (_, i) => {
            const n = i + 1;
            const row = settings.schedule[i];
            const value =
              !row || row.kind === "rest"
                ? ""
                : row.kind === "amount"
                  ? formatRupeesInput(row.value)
                  : String(row.value / 100);
            return (
              <div key={n} className="grid gap-2 sm:grid-cols-[1fr_8rem_8rem_8rem]">
                <input
                  name={`label-${n}`}
                  defaultValue={row?.label ?? ""}
                  aria-label={`Instalment ${n} name`}
                  className={field}
                />
                <select
                  name={`kind-${n}`}
                  defaultValue={row?.kind ?? "percent"}
                  aria-label={`Instalment ${n} kind`}
                  className={field}
                >
                  <option value="percent">Percent</option>
                  <option value="amount">Amount (₹)</option>
                  <option value="rest">The rest</option>
                </select>
                <input
                  name={`value-${n}`}
                  defaultValue={value}
                  aria-label={`Instalment ${n} percent or amount`}
                  className={field}
                />
                <input
                  name={`due-${n}`}
                  defaultValue={row && row.due !== "confirmation" ? String(row.due) : ""}
                  aria-label={`Instalment ${n} days before the event`}
                  inputMode="numeric"
                  className={field}
                />
              </div>
            );
          })}
        </fieldset>
        <Button type="submit" busy={busy}>
          Save settings
        </Button>
      </Form>
    </div>
  );
}
