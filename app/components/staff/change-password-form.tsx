import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Field } from "~/components/forms/field";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { Button } from "~/components/ui/button";
import { Message } from "~/components/ui/message";
import { changePasswordSchema } from "~/modules/staff/staff.schema";
import { NewPasswordFields } from "./new-password-fields";
import { Panel } from "~/components/ui/panel";

/** Own password change: the current one, then the new one twice (checked as it is typed). */
export function ChangePasswordForm({
  email,
  lastResult,
  done,
}: {
  email: string;
  lastResult: SubmissionResult<string[]> | null;
  done: string | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "change-password";
  const [form, fields] = useStaffForm(changePasswordSchema, { id: "change-password", lastResult });
  return (
    <Panel id="password-title" look="account" title="Change password">
      {form.errors?.length ? (
        <Message tone="error" size="sm" id={form.errorId} className="mb-4">
          {form.errors[0]}
        </Message>
      ) : null}
      {done ? (
        <Message tone="success" size="sm" className="mb-4">
          {done}
        </Message>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="change-password" />
        <Field
          meta={fields.currentPassword}
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          email={email}
          description="At least 8 characters. A phrase of unrelated words is easy to remember and hard to guess."
        />
        <Button type="submit" busy={busy}>
          Change password
        </Button>
      </Form>
    </Panel>
  );
}
