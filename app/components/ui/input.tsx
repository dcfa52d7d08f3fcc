import type { ComponentProps } from "react";

/**
 * `md` is the staff forms' field (body text); `sm` a compact one in small text (a picture card's
 * alt text).
 */
export type InputSize = "sm" | "md";

// A gray-500 border keeps the 3:1 contrast WCAG 1.4.11 asks of a control's edge (gray-400 has 2.6:1).
const base =
  "w-full rounded-md border border-gray-500 bg-white aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700 disabled:bg-gray-100 disabled:text-gray-600";

const sizes: Record<InputSize, string> = {
  sm: "px-2 py-1 text-sm",
  md: "px-3 py-2",
};

/**
 * The one look of a text input, textarea and select: red edge when `aria-invalid`, gray when
 * disabled. For a control that is not one of the components below (a custom widget).
 */
export function inputClass({ size = "md", className }: { size?: InputSize; className?: string } = {}) {
  return [base, sizes[size], className].filter(Boolean).join(" ");
}

type Sized = { size?: InputSize };

export function Input({ size, className, ...props }: Omit<ComponentProps<"input">, "size"> & Sized) {
  return <input className={inputClass({ size, className })} {...props} />;
}

export function Textarea({ size, className, ...props }: ComponentProps<"textarea"> & Sized) {
  return <textarea className={inputClass({ size, className })} {...props} />;
}

export function Select({ size, className, ...props }: Omit<ComponentProps<"select">, "size"> & Sized) {
  return <select className={inputClass({ size, className })} {...props} />;
}

/** An <option> for each of a select's fixed values, named by `labels`. */
export function Options<T extends string>({
  values,
  labels,
}: {
  values: readonly T[];
  labels: Record<T, string>;
}) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </>
  );
}
