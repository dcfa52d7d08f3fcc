import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { useResultToast } from "~/components/ui/toast";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import {
  confirmStatementLine,
  dismissStatementLine,
  importStatement,
  listBankMappings,
  openStatementLines,
  restoreStatementLine,
  reviewedStatementLines,
  undoStatementMatch,
} from "~/modules/client-page/bank-matching.server";
import {
  bankStatementTexts,
  STATEMENT_MAX_BYTES,
  statementFieldLabels,
  statementFields,
} from "~/modules/client-page/bank-statement";
import { DomainError } from "~/modules/errors";
import { readForm } from "~/modules/http/read-form.server";
import { respond, toastReply } from "~/modules/http/respond.server";
import { formatINR } from "~/modules/money";
import { STAFF_TITLE } from "~/modules/site-content/venue";
import { formatLongDate } from "~/modules/time";
import type { Route } from "./+types/bank-statements";

export const meta = () => [{ title: `Bank Statements — ${STAFF_TITLE}` }];

export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "bankStatement.match", bankStatementTexts.denied);
  const { db } = getApp(args.context).database;
  const [open, reviewed, mappings] = await Promise.all([
    openStatementLines(db, { actor: user }),
    reviewedStatementLines(db, { actor: user }),
    listBankMappings(db, { actor: user }),
  ]);
  return { ...open, ...reviewed, mappings };
}

/**
 * Issue 30 item 9: `intent=import` (a multipart form: the bank, the file, the column mapping the
 * first time), `intent=confirm` (a line and the instalment it pays), `intent=dismiss` (a line and
 * the reason it is no client's payment), `intent=restore`, `intent=undo` (a matched line and the
 * reason: its payment reversed by a refund entry). Accounts and admin.
 */
export async function action(args: Route.ActionArgs) {
  const user = await requirePermission(args, "bankStatement.match", bankStatementTexts.denied);
  const app = getApp(args.context);
  const { db } = app.database;
  const form = await readForm(args.request);
  return respond(args, toastReply(bankStatementTexts.failed), async () => {
    if (form.get("intent") === "confirm") {
      const { message } = await confirmStatementLine(db, {
        actor: user,
        lineId: String(form.get("line") ?? ""),
        instalmentReference: String(form.get("instalment") ?? ""),
        events: app.events,
      });
      return { ok: true as const, message };
    }
    const lineId = String(form.get("line") ?? "");
    const reason = String(form.get("reason") ?? "");
    if (form.get("intent") === "dismiss")
      return { ok: true as const, ...(await dismissStatementLine(db, { actor: user, lineId, reason })) };
    if (form.get("intent") === "restore")
      return { ok: true as const, ...(await restoreStatementLine(db, { actor: user, lineId })) };
    if (form.get("intent") === "undo") {
      const { message } = await undoStatementMatch(db, { actor: user, lineId, reason, events: app.events });
      return { ok: true as const, message };
    }
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0)
      throw new DomainError(400, bankStatementTexts.empty, "file");
    // The size is checked before the bytes are read (the use case checks them again).
    if (file.size > STATEMENT_MAX_BYTES) throw new DomainError(400, bankStatementTexts.tooLarge, "file");
    const mapping = Object.fromEntries(statementFields.map((f) => [f, String(form.get(f) ?? "")]));
    const { message } = await importStatement(db, {
      actor: user,
      bank: String(form.get("bank") ?? ""),
      file: new Uint8Array(await file.arrayBuffer()),
      mapping,
      events: app.events,
    });
    return { ok: true as const, message };
  });
}

const field = "rounded border border-gray-400 px-2 py-1.5";

/** What a bank credit says: amount and date, the bank's narration, the bank and its reference. */
function CreditFacts({
  line,
}: {
  line: { amount: number; bookedOn: string; narration: string; bank: string; bankReference: string };
}) {
  return (
    <>
      <p className="font-semibold">
        {formatINR(line.amount)} on {formatLongDate(line.bookedOn)}
      </p>
      <p className="break-all text-sm text-gray-700">{line.narration}</p>
      <p className="text-sm text-gray-700">
        {line.bank}, reference {line.bankReference}
      </p>
    </>
  );
}

/** A credit's action that needs a written reason: dismissing it, or undoing its match. */
function ReasonForm({
  intent,
  line,
  reasonLabel,
  submit,
  busy,
  className = "",
}: {
  intent: "dismiss" | "undo";
  line: string;
  reasonLabel: string;
  submit: string;
  busy: boolean;
  className?: string;
}) {
  return (
    <Form method="post" className={`flex flex-wrap items-end gap-2 ${className}`.trim()}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="line" value={line} />
      <label className="text-sm">
        <span className="block">{reasonLabel}</span>
        <input name="reason" required maxLength={400} className={`w-64 max-w-full ${field}`} />
      </label>
      <Button type="submit" variant="secondary" busy={busy}>
        {submit}
      </Button>
    </Form>
  );
}

export default function BankStatements({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  useResultToast(actionData);
  const { lines, instalments, mappings, matched, dismissed } = loaderData;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <h1 className="font-display text-3xl font-semibold text-garden-900">Bank Statements</h1>
      {actionData && !actionData.ok ? (
        <p role="alert" className="font-semibold text-red-800">
          {actionData.error}
        </p>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/10 sm:p-6"
      >
        <input type="hidden" name="intent" value="import" />
        <h2 className="font-semibold text-lg">Import a statement (CSV)</h2>
        <label className="block">
          <span className="font-semibold">Bank</span>
          <input name="bank" list="banks" required className={`mt-1 block w-full max-w-sm ${field}`} />
          <datalist id="banks">
            {mappings.map((m) => (
              <option key={m.bank} value={m.bank} />
            ))}
          </datalist>
        </label>
        <label className="block">
          <span className="font-semibold">Statement file (CSV, at most 2 MB)</span>
          <input name="file" type="file" accept=".csv,text/csv" required className="mt-1 block" />
        </label>
        <fieldset className="space-y-2">
          <legend className="font-semibold">Column mapping</legend>
          <p className="text-sm text-gray-700">
            The statement's column headers, as written in the file. Needed the first time for a bank; leave
            them empty to use the bank's saved mapping
            {mappings.length > 0
              ? ` (saved: ${mappings.map((m) => `${m.bank}: ${m.dateColumn}, ${m.narrationColumn}, ${m.creditColumn}, ${m.referenceColumn}`).join("; ")})`
              : ""}
            .
          </p>
          <div className="grid gap-2 sm:grid-cols-4">
            {statementFields.map((f) => (
              <label key={f} className="block text-sm">
                <span>{statementFieldLabels[f]} column</span>
                <input name={f} className={`mt-1 block w-full ${field}`} />
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" busy={busy}>
          Import statement
        </Button>
      </Form>

      <section
        aria-labelledby="credits-title"
        className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/10 sm:p-6"
      >
        <h2 id="credits-title" className="mb-2 font-semibold text-lg">
          Credits to match
        </h2>
        {lines.length === 0 ? (
          <p className="text-gray-700">No unmatched credits.</p>
        ) : (
          <ul className="divide-y divide-gray-200">
            {lines.map((line) => (
              <li key={line.id} className="grid gap-2 py-3 sm:grid-cols-[1fr_auto]">
                <div>
                  <CreditFacts line={line} />
                  <p className="text-sm">
                    {line.proposal
                      ? `Proposed: ${line.proposal.eventName}, ${line.proposal.label} (${line.proposal.reference}), ${
                          line.proposal.by === "reference"
                            ? "its UPI reference is in the narration"
                            : "same amount, due within 3 days"
                        }`
                      : "No match proposed."}
                  </p>
                  {line.undone.map((text) => (
                    <p key={text} className="text-sm text-amber-900">
                      {text}
                    </p>
                  ))}
                </div>
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="confirm" />
                  <input type="hidden" name="line" value={line.id} />
                  <label className="text-sm">
                    <span className="block">Instalment</span>
                    <select
                      name="instalment"
                      defaultValue={line.proposal?.reference ?? ""}
                      className={`max-w-xs ${field}`}
                    >
                      <option value="">Choose…</option>
                      {instalments.map((i) => (
                        <option key={i.reference} value={i.reference}>
                          {i.eventName}, {i.label}: {formatINR(i.left)} due {i.dueOn} ({i.reference})
                        </option>
                      ))}
                    </select>
                  </label>
                  <Button type="submit" busy={busy}>
                    Confirm match
                  </Button>
                </Form>
                <ReasonForm
                  intent="dismiss"
                  line={line.id}
                  reasonLabel="Not a client's payment: reason"
                  submit="Dismiss credit"
                  busy={busy}
                  className="sm:col-span-2"
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        aria-labelledby="matched-title"
        className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/10 sm:p-6"
      >
        <h2 id="matched-title" className="mb-2 font-semibold text-lg">
          Matched credits
        </h2>
        <p className="mb-2 text-sm text-gray-700">
          Undoing a match reverses its payment with a refund entry of the same amount (the ledger keeps both)
          and puts the credit back among the credits to match.
        </p>
        {matched.length === 0 ? (
          <p className="text-gray-700">No matched credits.</p>
        ) : (
          <ul className="divide-y divide-gray-200" aria-label="Matched credits">
            {matched.map((line) => (
              <li key={line.id} className="grid gap-2 py-3 sm:grid-cols-[1fr_auto]">
                <div>
                  <CreditFacts line={line} />
                  <p className="text-sm">{line.text}</p>
                </div>
                <ReasonForm
                  intent="undo"
                  line={line.id}
                  reasonLabel="Reason for undoing"
                  submit="Undo match"
                  busy={busy}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        aria-labelledby="dismissed-title"
        className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/10 sm:p-6"
      >
        <h2 id="dismissed-title" className="mb-2 font-semibold text-lg">
          Dismissed credits
        </h2>
        {dismissed.length === 0 ? (
          <p className="text-gray-700">No dismissed credits.</p>
        ) : (
          <ul className="divide-y divide-gray-200" aria-label="Dismissed credits">
            {dismissed.map((line) => (
              <li key={line.id} className="grid gap-2 py-3 sm:grid-cols-[1fr_auto]">
                <div>
                  <CreditFacts line={line} />
                  <p className="text-sm">{line.text}</p>
                </div>
                <Form method="post" className="flex items-end">
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="line" value={line.id} />
                  <Button type="submit" variant="secondary" busy={busy}>
                    Restore
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
