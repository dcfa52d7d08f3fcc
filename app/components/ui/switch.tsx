import { Switch as RadixSwitch } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";

const tracks = {
  sm: { track: "h-5 w-9", thumb: "h-4 w-4 data-[state=checked]:translate-x-4" },
  md: { track: "h-6 w-11", thumb: "h-5 w-5 data-[state=checked]:translate-x-5" },
} as const;

/**
 * An on/off switch (Radix: role switch, aria-checked, Space and Enter toggle). The track is green
 * when on and gray when off; `children` is the visible label beside it and names the switch
 * (or give `aria-label`). `sm` fits a table row, `md` a toolbar. Other props go to Radix's
 * Switch.Root: `checked`/`onCheckedChange`, `name`/`value` for a form, or `type="submit"` to
 * send its form on each toggle.
 *
 * A `type="submit"` switch is the submit button of a form whose own fields carry the new state
 * (the menu admin's stock switch): it is Radix's provider and trigger without Radix's hidden form
 * checkbox, which such a form never reads. That checkbox measured its own size when mounted, a
 * forced layout of the whole page per switch: 144 of them were ≈ 40 % of the menu admin's script
 * time when it loads (docs/performance.md).
 */
export function Switch({
  size = "md",
  className,
  children,
  ...props
}: ComponentProps<typeof RadixSwitch.Root> & { size?: keyof typeof tracks; children?: ReactNode }) {
  const look = tracks[size];
  const rootClass = `group flex shrink-0 items-center gap-2 ${className ?? ""}`;
  const body = (
    <>
      <span
        aria-hidden="true"
        className={`relative rounded-full bg-gray-400 transition group-data-[state=checked]:bg-green-700 ${look.track}`}
      >
        <RadixSwitch.Thumb
          className={`absolute top-0.5 left-0.5 rounded-full bg-white shadow transition-transform ${look.thumb}`}
        />
      </span>
      {children}
    </>
  );
  if (props.type === "submit") {
    const { checked, defaultChecked, onCheckedChange, disabled, required, name, value, form, ...trigger } =
      props;
    return (
      <RadixSwitch.unstable_Provider
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        required={required}
        name={name}
        value={value}
        form={form}
      >
        <RadixSwitch.unstable_Trigger className={rootClass} {...trigger}>
          {body}
        </RadixSwitch.unstable_Trigger>
      </RadixSwitch.unstable_Provider>
    );
  }
  return (
    <RadixSwitch.Root className={rootClass} {...props}>
      {body}
    </RadixSwitch.Root>
  );
}
