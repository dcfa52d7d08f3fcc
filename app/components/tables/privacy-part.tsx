import type { GuestLanguage } from "~/modules/menu/language-codes";
import { tablePrivacyTexts } from "~/modules/tables/privacy-texts";

/** Issue 31 "Data": the privacy notice's part on table bookings and table service (anchor #table-bookings). */
export function TablePrivacyPart({
  language,
  retentionDays,
}: {
  language: GuestLanguage;
  retentionDays: number;
}) {
  const text = tablePrivacyTexts[language];
  return (
    <section id="table-bookings" aria-labelledby="privacy-tables-title" className="space-y-2">
      <h2 id="privacy-tables-title" className="font-display text-2xl font-semibold text-garden-900">
        {text.title}
      </h2>
      <p>{text.body(retentionDays)}</p>
    </section>
  );
}
