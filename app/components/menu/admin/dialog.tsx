import { Dialog } from "radix-ui";
import type { ReactNode } from "react";

/** The panel's modal: Radix handles focus trap, Escape and aria wiring. */
export function AdminDialog({
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl wrap-anywhere sm:p-6 ${wide ? "max-w-3xl" : "max-w-lg"}`}
        >
          <Dialog.Title className="mb-2 text-xl font-semibold text-garden-900">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mb-4 text-gray-700">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Spec 2.5: the info dialog with an OK button (export results). */
export function InfoDialog({
  info,
  onClose,
}: {
  info: { title: string; message: string } | null;
  onClose: () => void;
}) {
  return (
    <AdminDialog
      open={info !== null}
      onOpenChange={(o) => !o && onClose()}
      title={info?.title ?? ""}
      description={info?.message}
    >
      <div className="flex justify-end">
        <button type="button" onClick={onClose} className={buttonClass("primary")}>
          OK
        </button>
      </div>
    </AdminDialog>
  );
}

export function buttonClass(kind: "primary" | "secondary" | "danger" | "ghost" = "primary"): string {
  const base =
    "inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-60";
  return {
    primary: `${base} bg-garden-800 text-white hover:bg-garden-700`,
    secondary: `${base} bg-white text-garden-900 ring-1 ring-garden-800/30 hover:bg-brand-50`,
    danger: `${base} bg-red-700 text-white hover:bg-red-800`,
    ghost: `${base} text-garden-900 hover:bg-brand-50`,
  }[kind];
}

export const inputClass = "w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-base sm:text-sm";
export const labelClass = "mb-1 block text-sm font-semibold text-gray-800";
