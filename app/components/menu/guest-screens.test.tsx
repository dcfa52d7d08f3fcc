import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { NotFound } from "~/components/not-found";
import { guestErrorTexts } from "~/modules/menu/guest-error-texts";
import type { GuestLanguage } from "~/modules/menu/languages";
import { ErrorBoundary as MenuErrorBoundary } from "~/routes/guntoor/menu";
import { isGuestLanguagePath, RequestLanguage } from "./page-language";
import { PrivacyNotice } from "./privacy-notice";

/**
 * Issue 18: the privacy page and the guests' error screens in the language the guest chose, as
 * entry.server.tsx renders them (the cookie's language on a guests' path, else English).
 */
function render(path: string, cookie: GuestLanguage, element: () => ReactNode) {
  const Stub = createRoutesStub([{ path: "*", Component: element }]);
  const language = isGuestLanguagePath(path) ? cookie : "en";
  return renderToString(
    <RequestLanguage.Provider value={{ language, errors: guestErrorTexts[language] }}>
      <Stub initialEntries={[path]} />
    </RequestLanguage.Provider>,
  );
}

const text = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

const info = {
  name: "Guntoor",
  address: "12 MG Road, Bengaluru",
  phone: "080 4000 1234",
  email: "hello@guntoor.in",
};

describe("the privacy notice (issue 18)", () => {
  it("English word for word, as before", () => {
    const html = render("/guntoorprivacy", "en", () => <PrivacyNotice info={info} retentionDays={180} />);
    const shown = text(html);
    expect(shown).toContain(" Privacy notice ");
    expect(shown).toContain(" 180 days. After that your entry is deleted automatically. ");
    // Issue 29 item 8: the Data Fiduciary named, with links to call and write.
    expect(shown).toContain(
      " Guntoor, 12 MG Road, Bengaluru decides how the details you give are used (the Data Fiduciary). ",
    );
    expect(shown).toContain(" Ask our staff, or contact us at 080 4000 1234 or hello@guntoor.in. ");
    expect(html).toContain('href="tel:08040001234"');
    expect(html).toContain('href="mailto:hello@guntoor.in"');
    expect(html.slice(html.indexOf("<article"))).not.toContain("lang=");
  });

  it("in Telugu: Telugu texts, the owner's details marked lang=en, 1 day in the singular", () => {
    const html = render("/guntoorprivacy", "te", () => (
      <PrivacyNotice info={{ ...info, email: "" }} retentionDays={1} language="te" />
    ));
    const shown = text(html);
    expect(shown).toContain("గోప్యతా ప్రకటన");
    expect(shown).toContain("1 రోజు. ఆ తర్వాత మీ నమోదు దానంతట అదే తొలగిపోతుంది.");
    expect(shown).toContain("మా సిబ్బందిని అడగండి, లేదా 080 4000 1234 ద్వారా మమ్మల్ని సంప్రదించండి.");
    expect(html).toMatch(/<p[^>]*lang="en"[^>]*>Guntoor<\/p>/);
    expect(html).toMatch(/<span lang="en">Guntoor, 12 MG Road, Bengaluru<\/span>/);
    expect(html).toMatch(/<a href="tel:08040001234"[^>]*lang="en"/);
    expect(shown).not.toContain("What we collect");
  });
});

describe("the guests' error screens (issue 18)", () => {
  it("404 on a guests' path in the guest's language; on a staff path English", () => {
    expect(text(render("/guntoormenu/nope", "hi", () => <NotFound />))).toContain(
      "404 - पेज नहीं मिला आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है। होम पेज पर वापस जाएँ",
    );
    expect(text(render("/guntoormenuadmin/nope", "hi", () => <NotFound />))).toContain(
      "404 - Page Not Found The page you are looking for does not exist. Go back home",
    );
    expect(text(render("/luxebooking/nope", "te", () => <NotFound />))).toContain("404 - Page Not Found");
  });

  it("the menu's load failure in Kannada, English word for word", () => {
    expect(text(render("/guntoormenu", "kn", () => <MenuErrorBoundary />))).toContain(
      "ಮೆನು ಲೋಡ್ ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ. ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ",
    );
    expect(text(render("/guntoormenu", "en", () => <MenuErrorBoundary />))).toContain(
      "Failed to load menu data. Please try again later. Try Again",
    );
  });
});
