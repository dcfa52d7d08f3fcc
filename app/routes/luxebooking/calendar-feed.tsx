import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Message } from "~/components/ui/message";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { DomainError, unexpectedFailure } from "~/modules/errors";
import { respond, toastReply } from "~/modules/http/respond.server";
import { readForm } from "~/modules/http/read-form.server";
import { getCalendarFeedPath, regenerateCalendarFeed } from "~/modules/reservations/calendar-feed.server";
import type { Route } from "./+types/calendar-feed";
import { STAFF_TITLE } from "~/modules/site-content/venue";

export const meta = () => [{ title: `Calendar Feed — ${STAFF_TITLE}` }];

const REGENERATED = "A new link is ready. The old one no longer works.";

export async function loader(args: Route.LoaderArgs) {
  const actor = await requirePermission(args, "calendar.view");
  const app = getApp(args.context);
  const path = await getCalendarFeedPath(app.database.db, { actor });
  return { url: `${app.env.PUBLIC_URL.replace(/\/$/, "")}${path}` };
}

export async function action(args: Route.ActionArgs) {
  const actor = await requirePermission(args, "calendar.view");
  const form = await readForm(args.request);
  const app = getApp(args.context);
  return respond(args, toastReply(unexpectedFailure), async () => {
    // Only the page's own button regenerates: any other post (a stray or forged one) changes nothing.
    if (form.get("intent") !== "regenerate") throw new DomainError(400, "Unknown action.");
    await regenerateCalendarFeed(app.database.db, { actor });
    return { ok: true as const, message: REGENERATED };
  });
}

export default function CalendarFeed({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="feed-title" className="mx-auto max-w-2xl space-y-4">
      <h1 id="feed-title" className="font-display text-3xl font-semibold text-garden-900">
        Calendar Feed
      </h1>
      <p>
        Subscribe to this private link in Google Calendar (Other calendars → From URL), Apple Calendar (File →
        New Calendar Subscription) or Outlook (Add calendar → Subscribe from web). It lists confirmed and
        pending events (pending ones as tentative) from 30 days ago onwards, each with a link to its page
        here; no client phone numbers or e-mail addresses. Anyone with the link can read it: keep it to
        yourself.
      </p>
      <div>
        <label htmlFor="feed-url" className="mb-1 block text-sm font-medium">
          Your calendar link
        </label>
        <Input id="feed-url" readOnly value={loaderData.url} className="font-mono text-sm" />
      </div>
      {actionData ? (
        actionData.ok ? (
          <Message tone="success">{actionData.message}</Message>
        ) : (
          <Message tone="error">{actionData.error}</Message>
        )
      ) : null}
      <Form method="post">
        <Button type="submit" name="intent" value="regenerate" variant="outline" size="md" disabled={busy}>
          Regenerate link
        </Button>
      </Form>
    </section>
  );
}
