import type { ReactNode } from "react";

const tones = {
  success: "border-green-300 bg-green-50 text-green-900",
  error: "border-red-300 bg-red-50 text-red-900",
  warning: "border-amber-400 bg-amber-50 text-amber-950",
} as const;

/**
 * A result or warning in the page, beside (or instead of) its toast: for screen readers and for
 * people who missed the toast. An error is an alert (announced at once), a success or warning a
 * status. `sm` is for small text inside cards and short forms; `className` for layout only.
 */
export function Message({
  tone,
  size = "md",
  id,
  className,
  children,
}: {
  tone: keyof typeof tones;
  size?: "sm" | "md";
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-md border p-3 ${tones[tone]} ${size === "sm" ? "text-sm" : ""} ${className ?? ""}`}
    >
      {children}
    </p>
  );
}
