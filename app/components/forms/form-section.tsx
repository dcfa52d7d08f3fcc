import type { ReactNode } from "react";

/** A titled group of a staff form's fields (a fieldset and its legend), two columns from `sm`. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/10 sm:p-6">
      <legend className="float-left mb-4 w-full text-lg font-semibold text-garden-900">{title}</legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
