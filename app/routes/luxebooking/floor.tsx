import { FloorScreen } from "~/components/tables/floor-view";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { DomainError } from "~/modules/errors";
import { readForm } from "~/modules/http/read-form.server";
import { respond, toastReply } from "~/modules/http/respond.server";
import { clearFloorRequest, listFloorRequests } from "~/modules/tables/table-service.server";
import { tableTexts } from "~/modules/tables/table-texts";
import type { Route } from "./+types/floor";
import { STAFF_TITLE } from "~/modules/site-content/venue";

// The title carries the number of tables waiting (a badge in the browser's tab).
export const meta: Route.MetaFunction = ({ loaderData }) => {
  const waiting = loaderData?.requests.length ?? 0;
  return [{ title: `${waiting > 0 ? `(${waiting}) ` : ""}${tableTexts.floorTitle} — ${STAFF_TITLE}` }];
};

/** Issue 31 item 8: the open 'Call waiter' / 'Ask for the bill' requests, oldest first. */
export async function loader(args: Route.LoaderArgs) {
  const actor = await requirePermission(args, "tableService.handle", tableTexts.floorDenied);
  const db = getApp(args.context).database.db;
  return { requests: await listFloorRequests(db, { actor }), now: new Date().toISOString() };
}

/** 'Done': the request is cleared. */
export async function action(args: Route.ActionArgs) {
  const actor = await requirePermission(args, "tableService.handle", tableTexts.floorDenied);
  const app = getApp(args.context);
  const form = await readForm(args.request);
  return respond(args, toastReply(tableTexts.changeFailed), async () => {
    if (form.get("intent") !== "done") throw new DomainError(400, "Unknown action.");
    const id = String(form.get("id") ?? "");
    const { table } = await clearFloorRequest(app.database.db, { actor, id, events: app.events });
    return { ok: true as const, message: tableTexts.done(table) };
  });
}

export default function Floor({ loaderData }: Route.ComponentProps) {
  return <FloorScreen requests={loaderData.requests} serverNow={loaderData.now} />;
}
