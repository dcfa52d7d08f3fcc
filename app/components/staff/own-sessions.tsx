import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmAction } from "~/components/ui/confirm-dialog";
import { type ToastResult, useResultToast } from "~/components/ui/toast";
import { Panel } from "~/components/ui/panel";
import { staffConfirmTexts } from "~/modules/staff/messages";
import { FailureMessage } from "./feedback";

export interface OwnSessionRow {
  id: string;
  browser: string;
  ip: string | null;
  lastSeenAt: string;
  current: boolean;
}

/** The account's active sessions: each can be signed out, or all but this one at once. */
export function OwnSessions({ sessions }: { sessions: OwnSessionRow[] }) {
  const fetcher = useFetcher<ToastResult>();
  useResultToast(fetcher.data);
  const others = sessions.filter((s) => !s.current).length;
  return (
    <Panel id="sessions-title" look="account" title="Active sessions">
      <ul className="divide-y divide-gray-200">
        {sessions.map((session) => (
          <li
            key={session.id}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
            data-testid="own-session"
          >
            <div className="text-sm">
              <p className="font-medium">
                {session.browser}
                {session.current ? (
                  <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                    This session
                  </span>
                ) : null}
              </p>
              <p className="text-gray-700">
                {session.ip ?? "Unknown address"} · last seen {session.lastSeenAt}
              </p>
            </div>
            {session.current ? null : (
              <fetcher.Form method="post">
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="sessionId" value={session.id} />
                <Button type="submit" variant="secondary" size="xs" busy={fetcher.state !== "idle"}>
                  Sign out
                </Button>
              </fetcher.Form>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <div className="mt-4">
          <ConfirmAction
            fetcher={fetcher}
            tone="warning"
            message={staffConfirmTexts.endOtherSessions}
            fields={{ intent: "end-other-sessions" }}
          >
            Sign out everywhere else
          </ConfirmAction>
        </div>
      ) : null}
      <FailureMessage result={fetcher.data} />
    </Panel>
  );
}
