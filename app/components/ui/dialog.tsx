import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "./button";

/**
 * The modal dialog (Radix: focus trap, Escape, the title and description wired to the dialog).
 * Without a description the title is read again as one, so screen readers never miss it.
 * `wide` for forms and tables (48 rem instead of 32 rem).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl wrap-anywhere sm:p-6 ${wide ? "max-w-3xl" : "max-w-lg"}`}
        >
          <RadixDialog.Title className="mb-2 text-xl font-semibold text-garden-900">
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mb-4 text-gray-700">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The info dialog with an OK button (spec 2.5: export results); open while `info` is set. */
export function InfoDialog({
  info,
  onClose,
}: {
  info: { title: string; message: string } | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={info !== null}
      onOpenChange={(open) => !open && onClose()}
      title={info?.title ?? ""}
      description={info?.message}
    >
      <div className="flex justify-end">
        <Button onClick={onClose} size="md">
          OK
        </Button>
      </div>
    </Dialog>
  );
}
