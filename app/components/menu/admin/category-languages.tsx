import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { Input } from "~/components/ui/input";
import type { CategoryDto } from "~/modules/menu/menu-dto.server";

const languages = [
  ["labelTe", "Telugu"],
  ["labelKn", "Kannada"],
  ["labelHi", "Hindi"],
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
        {languages.map(([name, language]) => {
          const { key, ...props } = getInputProps(fields[name], { type: "text" });
          return (
            <Input
              key={key ?? name}
              size="sm"
              {...props}
              aria-label={`Label of ${category.key} in ${language}`}
              placeholder={language}
            />
          );
        })}
      </div>
    </details>
  );
}
