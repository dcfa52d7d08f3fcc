import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { FormErrors } from "~/components/forms/error-list";
import { Field, TextareaField } from "~/components/forms/field";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { Button } from "~/components/ui/button";
import {
  fillTemplate,
  type MessageKind,
  messageLabels,
  placeholders,
} from "~/modules/reservations/client-messages";
import {
  placeholderHints,
  SUBJECT_MAX,
  sampleReservation,
  TEXT_MAX,
} from "~/modules/reservations/message-templates";
import { messageTemplateSchema } from "~/modules/reservations/message-templates.schema";
import { formatDateTime } from "~/modules/time";
import { Panel } from "~/components/ui/panel";

export interface EditorTemplate {
  text: string;
  subject: string;
  edited: boolean;
  updatedAt: string | null;
  updatedByEmail: string | null;
}

/** The placeholders an admin may write, and what each becomes. */
export function PlaceholderList() {
  return (
    <Panel id="placeholders-title" look="reservation" title="Placeholders" gap="mb-2">
      <p className="mb-3 text-sm text-gray-700">
        Write these in braces; each is filled from the reservation when the message is sent. Any other {"{…}"}{" "}
        is refused.
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {placeholders.map((p) => (
          <div key={p} className="contents">
            <dt className="font-mono font-semibold text-garden-900">{`{${p}}`}</dt>
            <dd className="mb-1 text-gray-800 sm:mb-0">{placeholderHints[p]}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

/**
 * One message's editor (issue 16 item 5): e-mail subject and text on the forms kit, a preview
 * filled from a sample reservation as the admin types, Save and Reset to default.
 */
export function MessageTemplateEditor({
  kind,
  template,
  lastResult,
  busy,
}: {
  kind: MessageKind;
  template: EditorTemplate;
  lastResult?: SubmissionResult<string[]> | null;
  busy: boolean;
}) {
  const label = messageLabels[kind];
  const [form, fields] = useStaffForm(messageTemplateSchema, {
    id: `message-${kind}`,
    lastResult,
    defaultValue: { kind, subject: template.subject, text: template.text },
  });
  const text = fields.text.value ?? "";
  const subject = fields.subject.value ?? "";
  const headingId = `message-${kind}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/10 sm:p-6"
      data-testid={`message-template-${kind}`}
    >
      <h2 id={headingId} className="text-lg font-semibold text-garden-900">
        {label}
      </h2>
      <p className="mb-3 text-sm text-gray-700">
        {template.edited && template.updatedAt
          ? `Edited by ${template.updatedByEmail} on ${formatDateTime(template.updatedAt)}`
          : "Default text"}
      </p>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input {...getInputProps(fields.kind, { type: "hidden" })} key={fields.kind.key} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          meta={fields.subject}
          label="E-mail subject"
          description={`At most ${SUBJECT_MAX} characters.`}
        />
        <TextareaField
          meta={fields.text}
          label="Message"
          rows={5}
          description={`WhatsApp and e-mail; at most ${TEXT_MAX.toLocaleString("en-IN")} characters.`}
        />
        <div className="rounded-md bg-brand-50 p-3 text-sm ring-1 ring-black/5">
          <p className="mb-1 font-semibold text-gray-800">Preview (a sample reservation)</p>
          <p className="font-semibold" data-testid={`preview-subject-${kind}`}>
            {fillTemplate(subject, sampleReservation)}
          </p>
          <p className="whitespace-pre-wrap" data-testid={`preview-text-${kind}`}>
            {fillTemplate(text, sampleReservation)}
          </p>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          {template.edited ? (
            <Button
              type="submit"
              name="intent"
              value="reset"
              variant="secondary"
              formNoValidate
              disabled={busy}
            >
              Reset to default<span className="sr-only">: {label}</span>
            </Button>
          ) : null}
          <Button type="submit" name="intent" value="save" busy={busy}>
            Save<span className="sr-only"> {label}</span>
          </Button>
        </div>
      </Form>
    </section>
  );
}
