import { parseWithZod } from "@conform-to/zod/v4";
import { data, useNavigation } from "react-router";
import { z } from "zod";
import { MessageTemplateEditor, PlaceholderList } from "~/components/staff/message-template-editor";
import { useResultToast } from "~/components/ui/toast";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { formReply, respond } from "~/modules/http/respond.server";
import { readForm } from "~/modules/http/read-form.server";
import { messageKinds, messageLabels } from "~/modules/reservations/client-messages";
import { templateTexts } from "~/modules/reservations/message-templates";
import { messageTemplateSchema } from "~/modules/reservations/message-templates.schema";
import {
  readMessageTemplates,
  resetMessageTemplate,
  saveMessageTemplate,
} from "~/modules/reservations/message-templates.server";
import type { Route } from "./+types/messages";
import { STAFF_TITLE } from "~/modules/site-content/venue";

export const meta = () => [{ title: `Client Messages — ${STAFF_TITLE}` }];

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "messages.templates.manage", templateTexts.denied);
  return { templates: await readMessageTemplates(getApp(args.context).database.db) };
}

const resetSchema = z.object({ intent: z.literal("reset"), kind: z.enum(messageKinds) });

/** Save one message's subject and text, or put back its default (issue 16 item 5, admin only). */
export async function action(args: Route.ActionArgs) {
  const user = await requirePermission(args, "messages.templates.manage", templateTexts.denied);
  const form = await readForm(args.request);
  const app = getApp(args.context);
  const reset = resetSchema.safeParse(Object.fromEntries(form));
  if (reset.success) {
    const { kind } = reset.data;
    const submission = parseWithZod(form, { schema: resetSchema });
    return respond(args, formReply(submission, { failure: templateTexts.failed }), async () => {
      await resetMessageTemplate(app.database.db, { actor: user, kind, events: app.events });
      return { ok: true as const, kind, message: templateTexts.reset(messageLabels[kind]), submission: null };
    });
  }
  const submission = parseWithZod(form, { schema: messageTemplateSchema });
  if (submission.status !== "success") return data({ submission: submission.reply() }, { status: 400 });
  return respond(args, formReply(submission, { failure: templateTexts.failed }), async () => {
    await saveMessageTemplate(app.database.db, { actor: user, input: submission.value, events: app.events });
    const saved = submission.value.kind;
    return {
      ok: true as const,
      kind: saved,
      message: templateTexts.saved(messageLabels[saved]),
      submission: null,
    };
  });
}

export default function MessagesAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  useResultToast(actionData && "ok" in actionData ? actionData : undefined);
  // A refused text goes back to its own form (the reply carries what was sent, its kind too).
  const refused = actionData && !("ok" in actionData) ? actionData.submission : null;
  const refusedKind = refused?.initialValue?.kind;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="mb-2 font-display text-3xl font-semibold text-garden-900">Client Messages</h1>
        <p className="text-gray-800">
          The texts staff send clients from a reservation, by WhatsApp and by e-mail (the subject is the
          e-mail's). Saved texts are used from the next message on.
        </p>
      </div>
      <PlaceholderList />
      {messageKinds.map((kind) => {
        const template = loaderData.templates[kind];
        return (
          <MessageTemplateEditor
            // A saved or reset text (here or by another admin) starts the form again from it.
            key={`${kind}-${template.updatedAt ?? "default"}`}
            kind={kind}
            template={template}
            lastResult={refusedKind === kind ? refused : null}
            busy={busy}
          />
        );
      })}
    </div>
  );
}
