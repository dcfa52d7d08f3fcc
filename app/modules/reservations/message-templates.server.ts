import { eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { messageTemplates } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import { type MessageKind, messageKinds } from "./client-messages";
import { defaultMessageTemplates, type MessageTemplate, templateTexts } from "./message-templates";
import { messageTemplateSchema } from "./message-templates.schema";

export interface StoredTemplate extends MessageTemplate {
  /** False while the default is in use. */
  edited: boolean;
  updatedAt: string | null;
  updatedByEmail: string | null;
}

/** The text and subject each message is sent with: the admin's, or the default. */
export async function readMessageTemplates(db: Db | Tx): Promise<Record<MessageKind, StoredTemplate>> {
  const rows = await db.select().from(messageTemplates);
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return Object.fromEntries(
    messageKinds.map((kind) => {
      const row = byKind.get(kind);
      const template: StoredTemplate = row
        ? {
            text: row.body,
            subject: row.subject,
            edited: true,
            updatedAt: row.updatedAt.toISOString(),
            updatedByEmail: row.updatedByEmail,
          }
        : { ...defaultMessageTemplates[kind], edited: false, updatedAt: null, updatedByEmail: null };
      return [kind, template];
    }),
  ) as Record<MessageKind, StoredTemplate>;
}

export async function messageTemplateFor(db: Db | Tx, kind: MessageKind): Promise<MessageTemplate> {
  const [row] = await db.select().from(messageTemplates).where(eq(messageTemplates.kind, kind));
  return row ? { text: row.body, subject: row.subject } : defaultMessageTemplates[kind];
}

/** The editor's save (admin only): refused whole, with the first reason, when any part is wrong. */
export async function saveMessageTemplate(
  db: Db,
  options: { actor: Actor; input: unknown; events: EventBus; now?: Date },
): Promise<MessageKind> {
  const { actor, events, now = new Date() } = options;
  authorize(actor, "messages.templates.manage", templateTexts.denied);
  const parsed = messageTemplateSchema.safeParse(options.input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new DomainError(400, issue.message, issue.path[0]?.toString());
  }
  const { kind, subject, text } = parsed.data;
  await db.transaction(async (tx) => {
    const before = await messageTemplateFor(tx, kind);
    const values = { subject, body: text, updatedByEmail: actor.email, updatedAt: now };
    await tx
      .insert(messageTemplates)
      .values({ kind, ...values })
      .onConflictDoUpdate({ target: messageTemplates.kind, set: values });
    await writeAudit(tx, {
      actor,
      action: "message-template.save",
      entity: "message_template",
      entityId: kind,
      before: { kind, ...before },
      after: { kind, subject, text },
    });
  });
  await events.publish("reservations", "message-templates", kind);
  return kind;
}

/** 'Reset to default': the kind's saved text goes, the default is used again. */
export async function resetMessageTemplate(
  db: Db,
  options: { actor: Actor; kind: MessageKind; events: EventBus },
): Promise<void> {
  const { actor, kind, events } = options;
  authorize(actor, "messages.templates.manage", templateTexts.denied);
  await db.transaction(async (tx) => {
    const before = await messageTemplateFor(tx, kind);
    await tx.delete(messageTemplates).where(eq(messageTemplates.kind, kind));
    await writeAudit(tx, {
      actor,
      action: "message-template.reset",
      entity: "message_template",
      entityId: kind,
      before: { kind, ...before },
      after: { kind, ...defaultMessageTemplates[kind] },
    });
  });
  await events.publish("reservations", "message-templates", kind);
}
