import { retentionNotice } from "~/modules/menu/guest-data";
import { type GuestLanguage, guestText } from "~/modules/menu/languages";

/**
 * Under the visitor form (DPDP Act 2023): how long the details are kept (issue 18), and the
 * explicit consent line, linked to the notice, that pressing View Menu gives (issue 29 item 8; s. 6:
 * a clear affirmative action after notice). The links keep the QR code's table.
 */
export function PrivacyNoticeLine({
  retentionDays,
  language = "en",
  table = null,
}: {
  retentionDays: number;
  language?: GuestLanguage;
  table?: string | null;
}) {
  const notice =
    language === "en"
      ? retentionNotice(retentionDays)
      : retentionDays === 1
        ? guestText(language, "retentionNoticeOne")
        : guestText(language, "retentionNotice", { days: retentionDays });
  const href = table ? `/guntoorprivacy?table=${encodeURIComponent(table)}` : "/guntoorprivacy";
  return (
    <div className="mt-4 space-y-2 text-sm text-gray-700">
      <p>
        {notice}{" "}
        <a href={href} className="font-semibold text-garden-800 underline">
          {guestText(language, "privacyNotice")}
        </a>
      </p>
      <p id="visitor-consent">
        {guestText(language, "consentLine")}{" "}
        <a href={`${href}#withdraw`} className="font-semibold text-garden-800 underline">
          {guestText(language, "privacyConsentTitle")}
        </a>
      </p>
    </div>
  );
}
