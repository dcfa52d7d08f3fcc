import {
  type FieldMetadata,
  getCollectionProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";
import { Input, Select, Textarea } from "~/components/ui/input";
import { ErrorList } from "./error-list";

// biome-ignore lint/suspicious/noExplicitAny: a field of any value type in any form
type AnyField = FieldMetadata<any, any, string[]>;

/** The input types a Field takes (checkboxes and radios have their own fields). */
type TextType = Exclude<Parameters<typeof getInputProps>[1]["type"], "checkbox" | "radio">;

interface FieldFrame {
  /** The field's Conform metadata (`fields.name` from useStaffForm). */
  meta: AnyField;
  /** Names the control: the visible label, or what a label element may hold. */
  label: ReactNode;
  /** A hint under the control, read with it (aria-describedby). */
  description?: ReactNode;
  /** Said while typing, never refused: a live region, announced when it appears. */
  warning?: string | null;
  /** Keeps the errors out of sight (a disabled control whose value is not sent). */
  hideErrors?: boolean;
  /** Layout of the whole block in its grid (e.g. `sm:col-span-2`). */
  className?: string;
  /** Classes of the control itself, for layout or a font (monospace for pasted data). */
  controlClassName?: string;
}

const labelClass = "mb-1 block text-sm font-medium";

/** Label, control, hint, warning and the first error, in that order: every field's frame. */
function Frame({
  meta,
  label,
  description,
  warning,
  hideErrors,
  className,
  children,
}: FieldFrame & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={meta.id} className={labelClass}>
        {label}
      </label>
      {children}
      {description ? (
        <p id={meta.descriptionId} className="mt-1 text-xs text-gray-700">
          {description}
        </p>
      ) : null}
      {warning !== undefined ? (
        <p
          id={`${meta.id}-warning`}
          aria-live="polite"
          className="mt-1 text-sm font-medium text-amber-900 empty:mt-0"
        >
          {warning}
        </p>
      ) : null}
      {hideErrors ? null : <ErrorList id={meta.errorId} errors={meta.errors} />}
    </div>
  );
}

/** A field's frame props apart from its control's, and the control's aria options. */
function split<P extends FieldFrame>(props: P) {
  const { meta, label, description, warning, hideErrors, className, controlClassName, ...rest } = props;
  const frame: FieldFrame = { meta, label, description, warning, hideErrors, className };
  const control = { className: controlClassName, ...rest };
  const aria = { ariaDescribedBy: description ? meta.descriptionId : undefined };
  return { frame, control, aria };
}

/**
 * A labelled input bound to a Conform field: id, name, default value, the schema's limits
 * (required, length, range), aria-invalid and aria-describedby (its error, its hint). Other
 * props go to the input (autoComplete, inputMode, disabled, onChange...).
 */
export function Field({
  type = "text",
  ...props
}: FieldFrame & { type?: TextType } & Omit<ComponentProps<"input">, "type" | "size">) {
  const { frame, control, aria } = split(props);
  return (
    <Frame {...frame}>
      <Input {...getInputProps(frame.meta, { type, ...aria })} key={frame.meta.key} {...control} />
    </Frame>
  );
}

/** A labelled textarea bound to a Conform field (see Field). */
export function TextareaField(props: FieldFrame & ComponentProps<"textarea">) {
  const { frame, control, aria } = split(props);
  return (
    <Frame {...frame}>
      <Textarea {...getTextareaProps(frame.meta, aria)} key={frame.meta.key} {...control} />
    </Frame>
  );
}

type Option = { value: string; label: string };
/** Options under a heading (an optgroup). */
type OptionGroup = { label: string; options: readonly Option[] };

const option = ({ value, label }: Option) => (
  <option key={value} value={value}>
    {label}
  </option>
);

/**
 * A labelled select of `options` (or groups of them) bound to a Conform field (see Field).
 * `placeholder` is a first choice that cannot be chosen again, shown while nothing is chosen.
 */
export function SelectField({
  options,
  placeholder,
  ...props
}: FieldFrame & {
  options: readonly (Option | OptionGroup)[];
  placeholder?: string;
} & Omit<ComponentProps<"select">, "size">) {
  const { frame, control, aria } = split(props);
  return (
    <Frame {...frame}>
      <Select
        {...getSelectProps(frame.meta, aria)}
        key={frame.meta.key}
        // Nothing chosen yet: the placeholder shows (the browser skips a disabled first option).
        {...(placeholder !== undefined && frame.meta.initialValue === undefined ? { defaultValue: "" } : {})}
        {...control}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((item) =>
          "options" in item ? (
            <optgroup key={item.label} label={item.label}>
              {item.options.map(option)}
            </optgroup>
          ) : (
            option(item)
          ),
        )}
      </Select>
    </Frame>
  );
}

const tickClass = "size-4 accent-garden-800";

/**
 * A checkbox with its label beside it, bound to a Conform field (sent as "on" when ticked).
 * Other props go to the checkbox (onChange to follow it while the form is filled in).
 */
export function CheckboxField({
  meta,
  label,
  className,
  ...props
}: Pick<FieldFrame, "meta" | "label" | "className"> & Omit<ComponentProps<"input">, "type">) {
  return (
    <div className={className}>
      <label className="flex items-center gap-2">
        <input
          {...getInputProps(meta, { type: "checkbox" })}
          key={meta.key}
          className={tickClass}
          {...props}
        />
        {label}
      </label>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/**
 * One choice among `options` as radio buttons: a radiogroup named by its visible `label`,
 * each radio labelled by its option, the error under the group.
 */
export function RadioGroupField({
  meta,
  label,
  options,
  className,
}: Pick<FieldFrame, "meta" | "label" | "className"> & {
  options: readonly { value: string; label: string }[];
}) {
  const labelId = `${meta.id}-label`;
  const radios = getCollectionProps(meta, { type: "radio", options: options.map((o) => o.value) });
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={meta.errors ? meta.errorId : undefined}
      className={className}
    >
      <p id={labelId} className="mb-2 text-sm font-medium">
        {label}
      </p>
      <div className="flex gap-6">
        {radios.map(({ key, ...radio }, i) => (
          <label key={key} className="flex items-center gap-2">
            <input {...radio} className={tickClass} />
            {options[i]!.label}
          </label>
        ))}
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
