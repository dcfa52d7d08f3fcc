import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { buttonClass, Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { type ToastResult, useResultToast } from "~/components/ui/toast";
import { Panel } from "~/components/ui/panel";
import { twoFactorMessages } from "~/modules/auth/two-factor.messages";
import { FailureMessage } from "./feedback";
import { CurrentPasswordField, RecoveryCodes, useKeptRecoveryCodes } from "./two-factor-enrolment";

type RecoveryResult = ToastResult & { recoveryCodes?: string[] };

/** The account's second factor: on or off, the way to change it, and new recovery codes. */
export function TwoFactorStatus({
  enabled,
  required,
  recoveryCodesLeft,
  email,
}: {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
  email: string;
}) {
  const fetcher = useFetcher<ToastResult>();
  useResultToast(fetcher.data);
  return (
    <Panel id="two-factor-title" look="account" title="Two-factor sign-in" gap="mb-2">
      <p className="mb-4 text-sm text-gray-800" data-testid="two-factor-state">
        {enabled ? "On: sign-in asks for a code from your authenticator app." : "Off."}
        {required ? " Required for administrators." : ""}
      </p>
      {!enabled ? (
        <Link
          to="/luxebooking/two-factor/setup?redirectTo=%2Fluxebooking%2Faccount"
          className={buttonClass({ variant: "primary", size: "sm" })}
        >
          Turn on two-factor sign-in
        </Link>
      ) : required ? null : (
        <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="two-factor-off" />
          <div>
            <label htmlFor="two-factor-password" className="mb-1 block text-sm font-medium">
              Password
            </label>
            <Input
              id="two-factor-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
          </div>
          <Button type="submit" variant="warning" size="sm" busy={fetcher.state !== "idle"}>
            Turn off two-factor sign-in
          </Button>
        </fetcher.Form>
      )}
      <FailureMessage result={fetcher.data} />
      {enabled ? <NewRecoveryCodes left={recoveryCodesLeft} email={email} /> : null}
    </Panel>
  );
}

/**
 * How many recovery codes are left, and ten new ones with the current password (issue 28 item 3).
 * The codes themselves are only kept as hashes: they are shown once, when made, and stay until the
 * person says they have saved them.
 */
function NewRecoveryCodes({ left, email }: { left: number; email: string }) {
  const fetcher = useFetcher<RecoveryResult>();
  const latest = fetcher.data?.ok ? (fetcher.data.recoveryCodes ?? null) : null;
  const codes = useKeptRecoveryCodes(latest);
  const [saved, setSaved] = useState<readonly string[] | null>(null);
  const shown = codes && codes !== saved ? codes : null;
  return (
    <div className="mt-6 border-t border-gray-200 pt-4">
      <h3 className="mb-1 text-base font-semibold">Recovery codes</h3>
      {shown ? (
        <RecoveryCodes
          codes={shown}
          intro={twoFactorMessages.newRecoveryCodes}
          email={email}
          onSaved={() => setSaved(shown)}
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-gray-800" data-testid="recovery-codes-left">
            {left} of 10 unused. Each works once if you lose your phone; they are shown only when they are
            made.
          </p>
          <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="recovery-codes" />
            <CurrentPasswordField id="recovery-codes-password" />
            <Button type="submit" variant="secondary" size="sm" busy={fetcher.state !== "idle"}>
              Make new recovery codes
            </Button>
          </fetcher.Form>
          <FailureMessage result={fetcher.data} />
        </>
      )}
    </div>
  );
}
