import { AlertDialog } from "radix-ui";
import { type ReactNode, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button, type ButtonVariant } from "./button";

/** The variants a confirmed action's button takes: deleting, asking, or a quiet undo. */
export type ConfirmTone = Extract<ButtonVariant, "danger" | "warning" | "secondary" | "primary">;

/**
 * The spec's confirm dialog (2.6 shared widgets: a message, Confirm and Cancel) on Radix's
 * AlertDialog (focus trap, Escape cancels, role alertdialog named by its title). Either give a
 * `trigger` (the button that opens it) or control it with `open` and `onOpenChange`.
 * `onConfirm` runs when Confirm is pressed; the dialog then closes. `role="dialog"` keeps the
 * plain dialog role where a screen has always announced its confirmation so (the menu admin's
 * 'Confirm Deletion'). `children` go between the message and the buttons (an optional reason).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title = "Please confirm",
  message,
  confirmLabel = "Confirm",
  cancelLabel = "Cancel",
  tone = "danger",
  role = "alertdialog",
  onConfirm,
  children,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: ConfirmTone;
  role?: "alertdialog" | "dialog";
  onConfirm: () => void;
  children?: ReactNode;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <AlertDialog.Content
          role={role}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-gray-800">{message}</AlertDialog.Description>
          {children}
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={tone} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * A button that asks first: the confirm dialog, then a POST of `fields` through `fetcher` (to
 * `action`, or the current route). While the fetcher works the button is disabled with a spinner.
 */
export function ConfirmAction({
  fetcher,
  message,
  fields,
  action,
  children,
  tone = "danger",
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any fetcher's data shape
  fetcher: FetcherWithComponents<any>;
  message: string;
  fields: Record<string, string>;
  action?: string;
  children: ReactNode;
  tone?: ConfirmTone;
}) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant={tone} busy={fetcher.state !== "idle"}>
          {children}
        </Button>
      }
      message={message}
      tone={tone}
      onConfirm={() => fetcher.submit(fields, { method: "post", action })}
    />
  );
}
