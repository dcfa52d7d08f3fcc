import { useRef } from "react";
import { EnhanceScript } from "~/components/site/enhance-script";
import { useEnhancement } from "~/components/site/use-enhancement";
import type { GuestLanguage } from "~/modules/menu/language-codes";
import { SERVICE_KINDS, serviceText } from "~/modules/tables/service-texts";
import serviceScript from "./table-service.enhance.ts?enhance";

export const TABLE_SERVICE_PATH = "/guntoormenu/service";

/**
 * Issue 31 items 7 and 9: 'Call waiter' and 'Ask for the bill' on the menu of a guest at a table.
 * Each is a plain form post (the answer page says what happened); with JavaScript the page's small
 * script posts it and says so in place.
 */
export function TableService({ language }: { language: GuestLanguage }) {
  const ref = useRef<HTMLElement>(null);
  useEnhancement(ref, () => import("./table-service-enhance").then((m) => m.enhanceTableService));
  return (
    <section
      ref={ref}
      aria-labelledby="table-service-heading"
      className="border-b border-black/5 bg-white px-4 py-3"
      data-table-service
      data-failed={serviceText(language, "failed")}
      data-sending={serviceText(language, "sending")}
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-center gap-3">
        <h2
          id="table-service-heading"
          className="w-full text-center text-sm font-semibold text-garden-900 sm:w-auto"
        >
          {serviceText(language, "heading")}
        </h2>
        {SERVICE_KINDS.map((kind) => (
          <form key={kind} method="post" action={TABLE_SERVICE_PATH}>
            <input type="hidden" name="kind" value={kind} />
            <button
              type="submit"
              className="min-h-11 rounded-full bg-garden-800 px-4 py-2 font-semibold text-white hover:bg-garden-700 disabled:opacity-70"
            >
              {serviceText(language, kind)}
            </button>
          </form>
        ))}
        <p
          role="status"
          className="w-full text-center font-semibold text-garden-900 empty:hidden"
          data-service-answer
        />
      </div>
      <EnhanceScript src={serviceScript} />
    </section>
  );
}
