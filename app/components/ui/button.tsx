import type { ComponentProps, ReactNode } from "react";
import { Spinner } from "./spinner";

/**
 * What a button means, by its colour: `primary` (the screen's main action), `secondary` (a quiet
 * alternative: Cancel, Reject, Restore), `outline` (a secondary action in the brand's green),
 * `danger` (deletes), `warning` (asks someone else to delete), `success` (WhatsApp's green),
 * `accent` (Logout on the dark top bar), `ghost` (table row actions) and `link` (an underlined
 * text link).
 */
export type ButtonVariant =
  | "primary"
  | "secondary"
  | "outline"
  | "danger"
  | "warning"
  | "success"
  | "accent"
  | "ghost"
  | "link";

/**
 * The sizes today's screens use: `xs` (card links, Logout), `sm` (the staff app's default),
 * `md` (the menu admin's toolbars), `lg` (sign-in, registration and enquiry replies, larger text),
 * `xl` (the reservation form's submit: roomier, same text).
 */
export type ButtonSize = "xs" | "sm" | "md" | "lg" | "xl";

const base = "inline-flex items-center justify-center gap-2 rounded-md font-semibold disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-garden-800 text-white hover:bg-garden-700",
  secondary: "border border-gray-400 bg-white text-gray-900 hover:bg-gray-50",
  outline: "border border-garden-800 bg-white text-garden-800 hover:bg-brand-50",
  danger: "bg-red-700 text-white hover:bg-red-800",
  warning: "bg-amber-200 text-amber-950 hover:bg-amber-300",
  success: "bg-green-700 text-white hover:bg-green-800",
  accent: "bg-brand-600 text-white hover:bg-brand-700",
  ghost: "text-garden-900 hover:bg-brand-50",
  link: "text-garden-800 underline",
};

const sizes: Record<ButtonSize, string> = {
  xs: "px-3 py-1.5 text-sm",
  sm: "px-3 py-2 text-sm",
  md: "px-4 py-2 text-sm",
  lg: "px-4 py-2 text-base",
  xl: "px-6 py-3 text-sm",
};

/**
 * The one button look, for anything that looks like a button: a `<button>`, a `<Link>` or an
 * `<a>`. Pass `className` only for layout (width, margins), never for colour or shape.
 * A `link` has no padding: it sits in running text.
 */
export function buttonClass({
  variant = "primary",
  size = "sm",
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  const padding = variant === "link" ? "" : sizes[size];
  return [base, variants[variant], padding, className].filter(Boolean).join(" ");
}

/**
 * A button in the one look. `busy` disables it and shows the spinner before its label (the label
 * itself says what is happening, e.g. 'Saving...'). A link in the same look takes `buttonClass`:
 * `<Link to="..." className={buttonClass()}>Edit</Link>` (Radix's Slot stays off every page).
 */
export function Button({
  variant,
  size,
  busy = false,
  className,
  disabled,
  type,
  children,
  ...props
}: ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  busy?: boolean;
  children?: ReactNode;
}) {
  const look = buttonClass({ variant, size, className });
  return (
    <button type={type ?? "button"} className={look} disabled={disabled || busy} {...props}>
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}
