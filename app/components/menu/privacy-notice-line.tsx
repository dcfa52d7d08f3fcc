import { retentionNotice } from "~/modules/menu/guest-data";
import { type GuestLanguage, guestText } from "~/modules/menu/languages";

/** Issue 18 (DPDP Act 2023): under the visitor form, how long the details are kept and where to read more. */
export function PrivacyNoticeLine({
  retentionDays,
  language = "en",
}: {
  retentionDays: number;
  language?: GuestLanguage;
}) {
  const notice =
    language === "en"
      ? retentionNotice(retentionDays)
      : retentionDays === 1
        ? guestText(language, "retentionNoticeOne")
        : guestText(language, "retentionNotice", { days: retentionDays });
  return (
    <p className="mt-4 text-sm text-gray-700">
      {notice} {/* The privacy page itself is in English. */}
      <a href="/guntoorprivacy" hrefLang="en" className="font-semibold text-garden-800 underline">
        {guestText(language, "privacyNotice")}
      </a>
    </p>
  );
}
