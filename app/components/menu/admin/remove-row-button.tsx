import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { useAdminAction } from "./use-admin-action";

/**
 * A row's red "Delete" or "Remove" (categories, tables): it asks first, then posts `fields`
 * through the row's admin action; it is disabled while that action runs.
 */
export function RemoveRowButton({
  action,
  fields,
  label,
  ariaLabel,
  title,
  message,
  role,
}: {
  action: ReturnType<typeof useAdminAction>;
  fields: Record<string, string>;
  label: string;
  ariaLabel: string;
  title: string;
  message: string;
  role?: "dialog";
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="md"
          className="text-red-800"
          aria-label={ariaLabel}
          disabled={action.busy}
        >
          {label}
        </Button>
      }
      title={title}
      message={message}
      confirmLabel={label}
      role={role}
      onConfirm={() => action.fetcher.submit(fields, { method: "post" })}
    />
  );
}
