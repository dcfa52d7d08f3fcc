import { Link, useFetcher } from "react-router";
import { buttonClass, Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { type ToastResult, useResultToast } from "~/components/ui/toast";
import { Panel } from "~/components/ui/panel";
import { FailureMessage } from "./feedback";

/** The account's second factor: on or off, and the way to change it. */
export function TwoFactorStatus({ enabled, required }: { enabled: boolean; required: boolean }) {
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
    </Panel>
  );
}
