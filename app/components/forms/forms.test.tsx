import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { schemaConstraint } from "./constraint";
import { FormErrors } from "./error-list";
import { CheckboxField, Field, RadioGroupField, SelectField, TextareaField } from "./field";
import { useStaffForm } from "./use-staff-form";

const schema = z
  .object({
    name: z.string({ error: "Please enter the name." }).trim().min(1, "Please enter the name.").max(40),
    email: z.string().trim().max(254).pipe(z.email("Please enter a valid email address.")),
    guests: z.coerce.number().int().min(1).max(400),
    amount: z
      .string()
      .trim()
      .meta({ minimum: 0, multipleOf: 0.01 })
      .refine((v) => /^\d+(\.\d{1,2})?$/.test(v), "Bad amount.")
      .optional(),
    notes: z.string().max(2000).optional(),
    kind: z.enum(["veg", "non-veg"], { error: "Please choose one." }),
    size: z.enum(["small", "large"]).default("small"),
    late: z
      .union([z.literal("on"), z.boolean()])
      .optional()
      .transform((v) => v === "on" || v === true),
    photo: z
      .file()
      .max(5 * 1024 * 1024)
      .optional(),
  })
  .refine((v) => v.name !== v.email, { message: "Name and e-mail must differ.", path: [] });

const options = (...values: string[]) => values.map((value) => ({ value, label: value.toUpperCase() }));

function Probe({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useStaffForm(schema, {
    id: "probe",
    lastResult,
    defaultValue: { size: "large", late: "on" },
  });
  return (
    <form {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.name} label="Name" description="As on the invitation." />
      <Field meta={fields.email} label="Email" type="email" autoComplete="off" />
      <Field meta={fields.guests} label="Guests" type="number" warning={null} />
      <Field meta={fields.amount} label="Amount" type="number" hideErrors />
      <TextareaField meta={fields.notes} label="Notes" rows={4} />
      <RadioGroupField meta={fields.kind} label="Kind" options={options("veg", "non-veg")} />
      <SelectField meta={fields.size} label="Size" options={options("small", "large")} />
      <CheckboxField meta={fields.late} label="Runs late" />
    </form>
  );
}

function html(lastResult?: SubmissionResult<string[]>) {
  return renderToStaticMarkup(<Probe lastResult={lastResult} />);
}

/** The server's answer to a posted form, as the action gives it to the page. */
function reply(entries: Record<string, string>) {
  const formData = new FormData();
  for (const [k, v] of Object.entries(entries)) formData.set(k, v);
  return parseWithZod(formData, { schema }).reply();
}

/** The opening tag of the element with this id. */
function tag(markup: string, id: string): string {
  return new RegExp(`<[a-z]+[^>]* id="${id}"[^>]*>`).exec(markup)?.[0] ?? "";
}

describe("schemaConstraint", () => {
  it("takes required, lengths, ranges and an amount's min and step from the schema's input side", () => {
    const c = schemaConstraint(schema);
    expect(c.name).toEqual(expect.objectContaining({ required: true, minLength: 1, maxLength: 40 }));
    // A length limit before a pipe into z.email() counts (it is what the browser can enforce).
    expect(c.email).toEqual(expect.objectContaining({ required: true, maxLength: 254 }));
    expect(c.guests).toEqual(expect.objectContaining({ required: true, min: 1, max: 400 }));
    expect(c.amount).toEqual(expect.objectContaining({ required: false, min: 0, step: 0.01 }));
    expect(c.notes).toEqual(expect.objectContaining({ required: false, maxLength: 2000 }));
    expect(c.size?.required).toBe(false);
    // An optional checkbox is never required: ticking it would be forced.
    expect(c.late?.required).toBe(false);
    expect(c.photo).toEqual({ required: false });
  });

  it("is needed: Conform's getZodConstraint loses these limits with this Zod", () => {
    // If this fails, Conform reads Zod's limits again and schemaConstraint can give way to it.
    const conform = getZodConstraint(schema);
    expect(conform.name?.maxLength).toBeUndefined();
    expect(conform.late?.required).toBe(true);
  });
});

describe("the form kit's fields", () => {
  it("label each control and give it the schema's limits", () => {
    const markup = html();
    expect(markup).toContain('<label for="probe-name" class="mb-1 block text-sm font-medium">Name</label>');
    expect(tag(markup, "probe-name")).toContain('maxLength="40"');
    expect(tag(markup, "probe-name")).toContain("required");
    expect(tag(markup, "probe-email")).toContain('type="email"');
    expect(tag(markup, "probe-email")).toContain('autoComplete="off"');
    expect(tag(markup, "probe-guests")).toMatch(/min="1".*max="400"/);
    expect(tag(markup, "probe-amount")).toMatch(/min="0".*step="0.01"/);
    expect(tag(markup, "probe-notes")).toContain('rows="4"');
    expect(markup).toContain('<option value="large" selected="">LARGE</option>');
    expect(tag(markup, "probe-late")).toContain('checked=""');
    expect(markup).toMatch(
      /<label class="flex items-center gap-2"><input [^>]*type="checkbox"[^>]*>Runs late<\/label>/,
    );
  });

  it("describe a control by its hint, and say nothing is wrong before anything is checked", () => {
    const markup = html();
    expect(tag(markup, "probe-name")).toContain('aria-describedby="probe-name-description"');
    expect(markup).toContain('<p id="probe-name-description" class="mt-1 text-xs text-gray-700">As on');
    expect(markup).not.toContain("aria-invalid");
    expect(markup).not.toContain('role="alert"');
    // The warning's live region is there before it has anything to say.
    expect(markup).toContain('<p id="probe-guests-warning" aria-live="polite"');
  });

  it("show the server's errors: the first per field under it, wired to the control", () => {
    const markup = html(reply({ name: "", email: "nope", guests: "0", amount: "x" }));
    const name = tag(markup, "probe-name");
    expect(name).toContain('aria-invalid="true"');
    expect(name).toContain('aria-describedby="probe-name-error probe-name-description"');
    expect(markup).toContain(
      '<p id="probe-name-error" class="mt-1 text-sm text-red-800">Please enter the name.</p>',
    );
    expect(markup).toContain(
      '<p id="probe-email-error" class="mt-1 text-sm text-red-800">Please enter a valid',
    );
    expect(markup).toContain('id="probe-guests-error"');
    // A radiogroup carries its error for the group.
    expect(markup).toContain('role="radiogroup" aria-labelledby="probe-kind-label"');
    expect(markup).toContain('aria-describedby="probe-kind-error"');
    expect(markup).toContain("Please choose one.");
    // hideErrors: no error text, though the control is still flagged.
    expect(tag(markup, "probe-amount")).toContain('aria-invalid="true"');
    expect(markup).not.toContain("Bad amount.");
  });

  it("show a form-level error as the form's alert", () => {
    const markup = html(reply({ name: "a@b.in", email: "a@b.in", guests: "2", kind: "veg" }));
    expect(markup).toContain('<p id="probe-error" role="alert"');
    expect(markup).toContain("Name and e-mail must differ.");
    expect(html(reply({ name: "Asha", email: "a@b.in", guests: "2", kind: "veg" }))).not.toContain(
      'role="alert"',
    );
  });
});

describe("SelectField's groups and placeholder", () => {
  const pick = z.object({ dish: z.string({ error: "Choose one." }) });
  function Picker({ dish }: { dish?: string }) {
    const [, fields] = useStaffForm(pick, { id: "pick", defaultValue: { dish } });
    return (
      <SelectField
        meta={fields.dish}
        label="Dish"
        placeholder="Select a dish"
        options={[
          { label: "Food", options: [{ value: "dosa", label: "Dosa" }] },
          { label: "Drinks", options: [{ value: "lassi", label: "Lassi" }] },
          { value: "other", label: "Other" },
        ]}
      />
    );
  }

  it("puts options under their headings and shows the placeholder until one is chosen", () => {
    const empty = renderToStaticMarkup(<Picker />);
    expect(empty).toContain(
      '<option value="" disabled="" selected="">Select a dish</option><optgroup label="Food"><option value="dosa">Dosa</option></optgroup><optgroup label="Drinks"><option value="lassi">Lassi</option></optgroup><option value="other">Other</option>',
    );
    const chosen = renderToStaticMarkup(<Picker dish="lassi" />);
    expect(chosen).toContain('<option value="lassi" selected="">Lassi</option>');
    expect(chosen).toContain('<option value="" disabled="">Select a dish</option>');
  });
});
