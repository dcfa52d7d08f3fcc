import { AlertDialog } from "radix-ui";
import { type ReactNode, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Spinner } from "./spinner";

/**
 * The spec's confirm dialog (message, Confirm and Cancel) in front of a destructive action.
 * Confirm submits the fetcher with the given fields; the dialog is Radix's (focus trap, Escape).
 */
export function ConfirmAction({
  fetcher,
  message,
  fields,
  action,
  children,
  className,
  tone = "danger",
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any fetcher's data shape
  fetcher: FetcherWithComponents<any>;
  message: string;
  fields: Record<string, string>;
  action?: string;
  children: ReactNode;
  className?: string;
  tone?: "danger" | "neutral" | "warning";
}) {
  const [open, setOpen] = useState(false);
  const busy = fetcher.state !== "idle";
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <button type="button" disabled={busy} className={className ?? buttonClass(tone)}>
          {busy ? <Spinner className="mr-2 size-4" /> : null}
          {children}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">Please confirm</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-gray-800">{message}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <button type="button" className={buttonClass("neutral")}>
                Cancel
              </button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <button
                type="button"
                className={buttonClass(tone)}
                onClick={() => fetcher.submit(fields, { method: "post", action })}
              >
                Confirm
              </button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export function buttonClass(tone: "primary" | "danger" | "neutral" | "warning" = "primary"): string {
  const base =
    "inline-flex items-center justify-center rounded-md px-3 py-2 text-sm font-semibold disabled:opacity-60";
  switch (tone) {
    case "danger":
      return `${base} bg-red-700 text-white hover:bg-red-800`;
    case "warning":
      return `${base} bg-amber-200 text-amber-950 hover:bg-amber-300`;
    case "neutral":
      return `${base} border border-gray-400 bg-white text-gray-900 hover:bg-gray-50`;
    default:
      return `${base} bg-garden-800 text-white hover:bg-garden-700`;
  }
}
