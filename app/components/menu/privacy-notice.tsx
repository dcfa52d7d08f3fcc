import type { ReactNode } from "react";
import {
  type GuestLanguage,
  type GuestTextKey,
  guestText,
  langWhereDifferent,
} from "~/modules/menu/languages";
import { TablePrivacyPart } from "~/components/tables/privacy-part";
import { LanguageSwitcher } from "./language-switcher";
import { scriptFace } from "./script-text";

function Part({
  title,
  language,
  children,
}: {
  title: string;
  language: GuestLanguage;
  children: ReactNode;
}) {
  return (
    <section className="space-y-2">
      <h2 className={`${scriptFace(language)} text-2xl font-semibold text-garden-900`}>{title}</h2>
      {children}
    </section>
  );
}

/** What a withdrawal from this page answered (issue 29 item 8). */
export type WithdrawOutcome = "done" | "none" | null;

const linkLook = "font-semibold text-garden-800 underline";

/**
 * The privacy notice of the visitor form, in the guest's language: issue 18, completed by issue 29
 * item 8 to what the DPDP Act 2023 (sections 5, 6, 8, 11–14) and the DPDP Rules 2025 (rules 3, 8
 * and the rights rule) ask a notice to say: who the Data Fiduciary is and how to reach them (tel:
 * and mailto: links), each item collected and why, how long it is kept, consent and how to
 * withdraw it as easily as it was given (a button on this page), the rights of access, correction,
 * erasure and nomination, the grievance officer's 90 days and the Data Protection Board. The
 * restaurant's own details stay as the owner wrote them (`lang="en"` on a page in another language).
 * `table` keeps the QR code's table on the links back to the form.
 */
export function PrivacyNotice({
  info,
  retentionDays,
  language = "en",
  table = null,
  withdrawn = null,
}: {
  info: { name: string; address: string; phone: string; email: string };
  retentionDays: number;
  language?: GuestLanguage;
  table?: string | null;
  withdrawn?: WithdrawOutcome;
}) {
  const t = (key: GuestTextKey, values?: Record<string, string | number>) => guestText(language, key, values);
  const english = langWhereDifferent("en", language);
  const contact =
    info.phone && info.email
      ? t("privacyPhoneOrEmail", { phone: info.phone, email: info.email })
      : info.phone || info.email;
  const who = [info.name, info.address].filter(Boolean).join(", ");
  const [beforeWho = "", afterWho = ""] = t("privacyFiduciary").split("{who}");
  const back = table ? `/guntoorlogin?table=${encodeURIComponent(table)}` : "/guntoorlogin";
  const self = table ? `/guntoorprivacy?table=${encodeURIComponent(table)}` : "/guntoorprivacy";
  return (
    <div className="bg-brand-50 px-4 py-10">
      <LanguageSwitcher language={language} className="mb-6" />
      <article className="mx-auto max-w-2xl space-y-6 rounded-2xl bg-white p-7 text-gray-800 shadow-sm ring-1 ring-black/5">
        <header>
          <p className="font-display text-lg text-brand-700" lang={english}>
            {info.name}
          </p>
          <h1 className={`${scriptFace(language)} text-3xl font-semibold text-garden-900`}>
            {t("privacyTitle")}
          </h1>
        </header>
        {withdrawn ? (
          <p
            role="status"
            className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900"
          >
            {withdrawn === "done" ? t("withdrawDone") : t("withdrawNone")}
          </p>
        ) : null}
        <Part title={t("privacyWhoTitle")} language={language}>
          <p>
            {beforeWho}
            <span lang={english}>{who}</span>
            {afterWho}
          </p>
          <ul className="space-y-1">
            {info.phone ? (
              <li>
                {t("privacyPhoneLabel")}{" "}
                <a href={`tel:${info.phone.replace(/[^\d+]/g, "")}`} className={linkLook} lang={english}>
                  {info.phone}
                </a>
              </li>
            ) : null}
            {info.email ? (
              <li>
                {t("privacyEmailLabel")}{" "}
                <a href={`mailto:${info.email}`} className={linkLook} lang={english}>
                  {info.email}
                </a>
              </li>
            ) : null}
          </ul>
          <p>{contact ? t("privacyAskOrContact", { contact }) : t("privacyAskStaff")}</p>
        </Part>
        <Part title={t("privacyCollectTitle")} language={language}>
          <p>{t("privacyCollect")}</p>
          <p>{t("privacyItemsIntro")}</p>
          <ul className="list-disc space-y-1 pl-5">
            {(
              [
                "privacyItemName",
                "privacyItemPhone",
                "privacyItemGuests",
                "privacyItemTimeTable",
                "privacyItemBrowser",
                "privacyItemNetwork",
              ] as const
            ).map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </Part>
        <Part title={t("privacyWhyTitle")} language={language}>
          <p>{t("privacyWhy")}</p>
        </Part>
        <Part title={t("privacyHowLongTitle")} language={language}>
          <p>{retentionDays === 1 ? t("privacyHowLongOne") : t("privacyHowLong", { days: retentionDays })}</p>
          <p>{t("privacyCounts")}</p>
          <p>{t("privacyLegalMinimum")}</p>
        </Part>
        <Part title={t("privacyConsentTitle")} language={language}>
          <p>{t("privacyConsent")}</p>
          {/* Withdrawing is one tap, as giving was: the browser's visitor pass names its entry. */}
          <form method="post" action={self} id="withdraw">
            <input type="hidden" name="intent" value="withdraw" />
            <button
              type="submit"
              className="rounded-lg border border-red-300 bg-white px-4 py-2.5 font-semibold text-red-800 hover:bg-red-50"
            >
              {t("withdrawConsent")}
            </button>
          </form>
        </Part>
        <TablePrivacyPart language={language} retentionDays={retentionDays} />
        <Part title={t("privacyRightsTitle")} language={language}>
          <p>{t("privacyRights")}</p>
        </Part>
        <Part title={t("privacyDeleteTitle")} language={language}>
          <p>{t("privacyDelete")}</p>
        </Part>
        <Part title={t("privacyGrievanceTitle")} language={language}>
          <p>{t("privacyGrievance")}</p>
        </Part>
        <p>
          <a href={back} className={linkLook}>
            {t("backToMenu")}
          </a>
        </p>
      </article>
    </div>
  );
}
