import type { ReactNode } from "react";
import {
  type GuestLanguage,
  type GuestTextKey,
  guestText,
  langWhereDifferent,
} from "~/modules/menu/languages";
import { TablePrivacyPart } from "~/components/tables/privacy-part";
import { LanguageSwitcher } from "./language-switcher";

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="font-display text-2xl font-semibold text-garden-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * Issue 18: the privacy notice of the visitor form (Digital Personal Data Protection Act 2023),
 * in the guest's language; the restaurant's own details stay as the owner wrote them (English).
 */
export function PrivacyNotice({
  info,
  retentionDays,
  language = "en",
}: {
  info: { name: string; address: string; phone: string; email: string };
  retentionDays: number;
  language?: GuestLanguage;
}) {
  const t = (key: GuestTextKey, values?: Record<string, string | number>) => guestText(language, key, values);
  const english = langWhereDifferent("en", language);
  const contact =
    info.phone && info.email
      ? t("privacyPhoneOrEmail", { phone: info.phone, email: info.email })
      : info.phone || info.email;
  const who = [info.name, info.address].filter(Boolean).join(", ");
  return (
    <div className="bg-brand-50 px-4 py-10">
      <LanguageSwitcher language={language} className="mb-6" />
      <article className="mx-auto max-w-2xl space-y-6 rounded-2xl bg-white p-7 text-gray-800 shadow-sm ring-1 ring-black/5">
        <header>
          <p className="font-display text-lg text-brand-700" lang={english}>
            {info.name}
          </p>
          <h1 className="font-display text-3xl font-semibold text-garden-900">{t("privacyTitle")}</h1>
        </header>
        <Part title={t("privacyCollectTitle")}>
          <p>{t("privacyCollect")}</p>
        </Part>
        <Part title={t("privacyWhyTitle")}>
          <p>{t("privacyWhy")}</p>
        </Part>
        <Part title={t("privacyHowLongTitle")}>
          <p>{retentionDays === 1 ? t("privacyHowLongOne") : t("privacyHowLong", { days: retentionDays })}</p>
        </Part>
        <Part title={t("privacyWhoTitle")}>
          <p>
            <span lang={english}>{`${who}.`}</span>{" "}
            {contact ? t("privacyAskOrContact", { contact }) : t("privacyAskStaff")}
          </p>
        </Part>
        <TablePrivacyPart language={language} retentionDays={retentionDays} />
        <Part title={t("privacyDeleteTitle")}>
          <p>{t("privacyDelete")}</p>
        </Part>
        <p>
          <a href="/guntoorlogin" className="font-semibold text-garden-800 underline">
            {t("backToMenu")}
          </a>
        </p>
      </article>
    </div>
  );
}
