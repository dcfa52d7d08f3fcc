import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { Input } from "~/components/ui/input";
import type { CategoryDto } from "~/modules/menu/menu-dto.server";

// Kannada first (issue 29: Bengaluru).
const languages = [
  ["labelKn", "Kannada", "kn"],
  ["labelTe", "Telugu", "te"],
  ["labelHi", "Hindi", "hi"],
] as const;

type LabelField = FieldMetadata<string | null | undefined, Record<string, unknown>, string[]>;

/** Issue 18: a category's label in Telugu, Kannada and Hindi (empty: the English label shows). */
export function CategoryLanguages({
  fields,
  category,
}: {
  fields: Record<(typeof languages)[number][0], LabelField>;
  category: CategoryDto;
}) {
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-xs font-semibold text-gray-700">Other languages</summary>
      <div className="mt-1 space-y-1">
        <input type="hidden" name="labelsGiven" value="1" form={fields.labelTe.formId} />
        <input type="hidden" name="reviewFlags" value="1" form={fields.labelTe.formId} />
        {languages.map(([name, language, code]) => {
          const { key, ...props } = getInputProps(fields[name], { type: "text" });
          return (
            <div key={key ?? name} className="flex items-center gap-2">
              <Input
                size="sm"
                {...props}
                lang={code}
                aria-label={`Label of ${category.key} in ${language}`}
                placeholder={language}
              />
              {/* Issue 29 item 3: a drafted label stays marked until a native speaker has read it. */}
              <label className="flex shrink-0 items-center gap-1 text-xs">
                <input
                  type="checkbox"
                  name="needsReview"
                  value={code}
                  form={fields.labelTe.formId}
                  defaultChecked={category.needsReview.includes(code)}
                  className="size-4 accent-garden-800"
                />
                Needs review
              </label>
            </div>
          );
        })}
      </div>
    </details>
  );
}
