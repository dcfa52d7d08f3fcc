import { Message } from "~/components/ui/message";

/**
 * A field's errors under it, at the id its input's aria-describedby names (Conform's `errorId`).
 * One message at a time, the first: the next shows once it is fixed. Not an alert: the field is
 * marked invalid and describes itself with it.
 */
export function ErrorList({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-800">
      {errors[0]}
    </p>
  );
}

/**
 * The form's own errors (the server's refusal, not about one field) above the form: an alert at
 * the form's `errorId`, which the form's aria-describedby names.
 */
export function FormErrors({
  id,
  errors,
  size,
  className,
}: {
  id: string;
  errors: string[] | undefined;
  size?: "sm" | "md";
  className?: string;
}) {
  if (!errors?.length) return null;
  return (
    <Message tone="error" id={id} size={size} className={className}>
      {errors[0]}
    </Message>
  );
}
