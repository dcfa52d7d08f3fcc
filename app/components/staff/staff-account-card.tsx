import { useState } from "react";
import { useFetcher } from "react-router";
import { ConfirmAction } from "~/components/ui/confirm-dialog";
import { Options, Select } from "~/components/ui/input";
import { Message } from "~/components/ui/message";
import { useResultToast } from "~/components/ui/toast";
import type { StaffRow } from "~/modules/staff/manage-staff.server";
import { staffConfirmTexts } from "~/modules/staff/messages";
import { isRole, roleLabels, roles } from "~/permissions";

export interface StaffCardRow extends StaffRow {
  self: boolean;
}

export type StaffActionResult =
  | { ok: true; message: string; resetUrl?: string }
  | { ok: false; error: string };

const roleLabel = (role: string) => (isRole(role) ? roleLabels[role] : role);

/** One account on the Staff screen: its facts and the admin's actions, each confirmed first. */
export function StaffAccountCard({ row }: { row: StaffCardRow }) {
  const fetcher = useFetcher<StaffActionResult>();
  useResultToast(fetcher.data);
  const [role, setRole] = useState(row.role);
  const result = fetcher.data;
  const roleId = `role-${row.id}`;
  return (
    <li className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5" data-testid="staff-account">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold break-all text-garden-900">
          {row.email}
          {row.self ? <span className="ml-2 text-sm font-normal text-gray-700">(you)</span> : null}
        </h2>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${row.active ? "bg-green-100 text-green-900" : "bg-gray-200 text-gray-900"}`}
        >
          {row.active ? "Active" : "Disabled"}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-700">Role</dt>
        <dd>{roleLabel(row.role)}</dd>
        <dt className="text-gray-700">Two-factor</dt>
        <dd>{row.twoFactor ? "On" : "Off"}</dd>
        <dt className="text-gray-700">Created</dt>
        <dd>{row.createdAt}</dd>
        <dt className="text-gray-700">Last sign-in</dt>
        <dd>{row.lastSignInAt ?? "Never"}</dd>
      </dl>
      <div className="mt-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={roleId} className="mb-1 block text-xs font-medium">
            New role
          </label>
          <Select id={roleId} size="sm" value={role} onChange={(e) => setRole(e.target.value)}>
            <Options values={roles} labels={roleLabels} />
          </Select>
        </div>
        <ConfirmAction
          fetcher={fetcher}
          tone="primary"
          message={staffConfirmTexts.role(row.email, roleLabel(role))}
          fields={{ intent: "role", userId: row.id, role }}
        >
          Change role
        </ConfirmAction>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {row.self ? null : row.active ? (
          <ConfirmAction
            fetcher={fetcher}
            message={staffConfirmTexts.disable(row.email)}
            fields={{ intent: "disable", userId: row.id }}
          >
            Disable
          </ConfirmAction>
        ) : (
          <ConfirmAction
            fetcher={fetcher}
            tone="primary"
            message={staffConfirmTexts.enable(row.email)}
            fields={{ intent: "enable", userId: row.id }}
          >
            Enable
          </ConfirmAction>
        )}
        <ConfirmAction
          fetcher={fetcher}
          tone="secondary"
          message={staffConfirmTexts.resetLink(row.email)}
          fields={{ intent: "reset-link", userId: row.id }}
        >
          Reset password
        </ConfirmAction>
        <ConfirmAction
          fetcher={fetcher}
          tone="warning"
          message={staffConfirmTexts.endSessions(row.email)}
          fields={{ intent: "end-sessions", userId: row.id }}
        >
          End all sessions
        </ConfirmAction>
        {row.twoFactor ? (
          <ConfirmAction
            fetcher={fetcher}
            tone="warning"
            message={staffConfirmTexts.resetTwoFactor(row.email)}
            fields={{ intent: "reset-two-factor", userId: row.id }}
          >
            Reset two-factor
          </ConfirmAction>
        ) : null}
      </div>
      {result && !result.ok ? (
        <Message tone="error" size="sm" className="mt-3">
          {result.error}
        </Message>
      ) : null}
      {result?.ok && result.resetUrl ? <ResetLink url={result.resetUrl} message={result.message} /> : null}
    </li>
  );
}

function ResetLink({ url, message }: { url: string; message: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="mt-3 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm">
      <p className="font-medium text-amber-950">{message}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          readOnly
          aria-label="Password reset link"
          value={url}
          data-testid="reset-link"
          className="min-w-0 flex-1 rounded border border-gray-400 bg-white px-2 py-1 font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          className="rounded bg-garden-800 px-3 py-1 text-xs font-semibold text-white"
          onClick={() => navigator.clipboard?.writeText(url).then(() => setCopied(true))}
        >
          {copied ? "Copied" : "Copy"}
        </button>
      </div>
    </div>
  );
}
