import { TableSettingsScreen } from "~/components/tables/settings-view";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { DomainError } from "~/modules/errors";
import { readForm } from "~/modules/http/read-form.server";
import { respond, toastReply } from "~/modules/http/respond.server";
import { areaLabels } from "~/modules/tables/booking-rules";
import { areaSchema, blockSchema, rulesSchema } from "~/modules/tables/settings.schema";
import {
  addBlock,
  getBookingSettings,
  listBlocks,
  removeBlock,
  saveArea,
  saveBookingRules,
} from "~/modules/tables/settings.server";
import { tableTexts } from "~/modules/tables/table-texts";
import type { Route } from "./+types/table-booking-settings";
import { STAFF_TITLE } from "~/modules/site-content/venue";

export const meta = () => [{ title: `${tableTexts.settingsTitle} — ${STAFF_TITLE}` }];

/** Issue 31 item 6: covers per area per slot, hours, slot and booking length, window, blocked dates and hours. */
export async function loader(args: Route.LoaderArgs) {
  const actor = await requirePermission(args, "tableBooking.settings", tableTexts.settingsDenied);
  const db = getApp(args.context).database.db;
  const [settings, blocks] = await Promise.all([getBookingSettings(db), listBlocks(db, { actor })]);
  return { settings, blocks };
}

const firstIssue = (error: { issues: { message: string; path: PropertyKey[] }[] }) => {
  const issue = error.issues[0]!;
  return new DomainError(400, issue.message, typeof issue.path[0] === "string" ? issue.path[0] : undefined);
};

export async function action(args: Route.ActionArgs) {
  const actor = await requirePermission(args, "tableBooking.settings", tableTexts.settingsDenied);
  const app = getApp(args.context);
  const form = Object.fromEntries(await readForm(args.request));
  const events = app.events;
  const db = app.database.db;
  return respond(args, toastReply(tableTexts.changeFailed), async () => {
    switch (form.intent) {
      case "rules": {
        const parsed = rulesSchema.safeParse(form);
        if (!parsed.success) throw firstIssue(parsed.error);
        await saveBookingRules(db, { actor, input: parsed.data, events });
        return { ok: true as const, message: tableTexts.settingsSaved };
      }
      case "area": {
        const parsed = areaSchema.safeParse(form);
        if (!parsed.success) throw firstIssue(parsed.error);
        await saveArea(db, { actor, input: parsed.data, events });
        return { ok: true as const, message: tableTexts.areaSaved(areaLabels[parsed.data.area]) };
      }
      case "block": {
        const parsed = blockSchema.safeParse({
          ...form,
          fromTime: form.fromTime || undefined,
          untilTime: form.untilTime || undefined,
        });
        if (!parsed.success) throw firstIssue(parsed.error);
        await addBlock(db, { actor, input: parsed.data, events });
        return { ok: true as const, message: tableTexts.blockAdded };
      }
      case "unblock": {
        const id = String(form.id ?? "");
        if (!/^[0-9a-f-]{36}$/i.test(id) || !(await removeBlock(db, { actor, id, events })))
          throw new DomainError(404, "That block no longer exists.");
        return { ok: true as const, message: tableTexts.blockRemoved };
      }
      default:
        throw new DomainError(400, "Unknown action.");
    }
  });
}

export default function TableBookingSettings({ loaderData }: Route.ComponentProps) {
  return <TableSettingsScreen {...loaderData} />;
}
