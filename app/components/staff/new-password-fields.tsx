import type { ComponentProps } from "react";
import { Field } from "~/components/forms/field";
import { usePasswordWarning } from "./password-warning";

type Meta = ComponentProps<typeof Field>["meta"];

/**
 * A new password and its confirmation (registration, reset link, change of password), with the
 * strength warning said while typing (checked against the account's `email`).
 */
export function NewPasswordFields({
  password,
  confirmPassword,
  email,
  labels = { password: "New password", confirm: "Confirm new password" },
  description,
}: {
  password: Meta & { value?: string };
  confirmPassword: Meta;
  email: string | null | undefined;
  labels?: { password: string; confirm: string };
  description?: string;
}) {
  const warning = usePasswordWarning(password.value, email);
  return (
    <>
      <Field
        meta={password}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        description={description}
        warning={warning}
      />
      <Field meta={confirmPassword} label={labels.confirm} type="password" autoComplete="new-password" />
    </>
  );
}
