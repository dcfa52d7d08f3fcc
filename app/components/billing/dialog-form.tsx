import { type FieldMetadata, getFormProps, type SubmissionResult } from "@conform-to/react";
import { type ReactNode, useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { FormErrors } from "~/components/forms/error-list";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { Button, type ButtonVariant } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useResultToast } from "~/components/ui/toast";

type Reply =
  | { submission: SubmissionResult<string[]> }
  | { ok: true; message: string; submission: SubmissionResult<string[]> };

export type DialogFields = Record<string, FieldMetadata<string | undefined>>;

function Body({
  action,
  intent,
  hidden,
  schema,
  defaultValue,
  formId,
  submit,
  onDone,
  children,
}: {
  action: string;
  intent: string;
  hidden?: Record<string, string>;
  schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  defaultValue?: Record<string, string>;
  formId: string;
  submit: string;
  onDone: () => void;
  children: (fields: DialogFields) => ReactNode;
}) {
  const fetcher = useFetcher<Reply>({ key: formId });
  const reply = fetcher.data;
  useResultToast(reply && "ok" in reply ? reply : undefined, { onSuccess: onDone });
  const [form, fields] = useStaffForm(schema, {
    id: formId,
    lastResult: reply?.submission,
    defaultValue,
  });
  return (
    <fetcher.Form method="post" action={action} {...getFormProps(form)} className="grid gap-4">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormErrors id={form.errorId} errors={form.errors} />
      {children(fields as unknown as DialogFields)}
      <div className="flex justify-end">
        <Button type="submit" busy={fetcher.state !== "idle"}>
          {submit}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/**
 * A button that opens a dialog with one small form posted to `action` with `intent` (issue 27's
 * credit and debit notes by amount, cancellation charges, TDS, billing details, tax lines): the
 * schema checks it in the browser and the server answers on its fields; a success closes it with
 * its toast.
 */
export function DialogForm(props: {
  label: string;
  title: string;
  description?: ReactNode;
  action: string;
  intent: string;
  hidden?: Record<string, string>;
  schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  defaultValue?: Record<string, string>;
  formId: string;
  submit: string;
  tone?: ButtonVariant;
  wide?: boolean;
  /**
   * Whether the action is offered now; when not, the button is hidden but stays mounted, so the
   * result of a post that made it go (the last credit note) still shows its toast.
   */
  offered?: boolean;
  children: (fields: DialogFields) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant={props.tone ?? "secondary"}
        onClick={() => setOpen(true)}
        hidden={props.offered === false}
      >
        {props.label}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={props.title}
        description={props.description}
        wide={props.wide}
      >
        {open ? <Body {...props} onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}
