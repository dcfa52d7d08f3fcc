import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import { HallEnquiryForm, type HallEnquiryFormResult } from "~/components/site/hall-enquiry-form";
import { SectionTitle } from "~/components/site/section-title";
import { getApp } from "~/context.server";
import { handleHallEnquirySubmission } from "~/modules/contact/contact-submission.server";
import { hallEnquiryTexts } from "~/modules/contact/hall-enquiry.schema";
import { answerScriptsWithJson } from "~/modules/http/script-json.server";
import { EnhanceScript } from "~/components/site/enhance-script";
import { Gallery } from "~/components/site/gallery";
import luxeScript from "~/components/site/luxe.enhance.ts?enhance";
import { Picture } from "~/components/site/picture";
import { SiteSection } from "~/components/site/site-section";
import type { PageHandle } from "~/components/site/static-page";
import { luxeGallery, luxeHero, luxeOccasionsPicture, venuePicture } from "~/modules/site-content/artwork";
import { occasions, venue } from "~/modules/site-content/venue";
import { sitePage } from "~/modules/site-content/site-page.server";
import type { Route } from "./+types/luxe";

const HERO_SIZES = "100vw";

// Served without React (issue 17): the scroll to the top and the slideshow are small scripts.
export const handle: PageHandle = { hydrate: false };

export function loader({ context }: Route.LoaderArgs) {
  return sitePage(context, "/luxe", [{ slot: luxeHero, sizes: HERO_SIZES }]);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/**
 * Issue 32 item 10: the hall enquiry form's post, without JavaScript or from the page's script
 * (asking for JSON, answered by the middleware below with this same action): stored in the staff
 * inbox with the contact form's defences.
 */
export async function action({ request, context }: Pick<Route.ActionArgs, "request" | "context">) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    const unreadable: HallEnquiryFormResult = {
      reply: { success: false, message: "The form could not be read. Please try again." },
      values: null,
    };
    return data(unreadable, { status: 400 });
  }
  const result = await handleHallEnquirySubmission(getApp(context), form);
  return data({ reply: result.reply, values: result.values }, { status: result.status });
}

export const middleware: Route.MiddlewareFunction[] = [answerScriptsWithJson(action)];

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

export default function LuxePage({ actionData }: Route.ComponentProps) {
  // Inside the running app (reached by a client-side navigation); luxe.enhance.ts does it otherwise.
  // Spec 2.2: the page scrolls smoothly to the top on load, and again on each arrival by a link
  // ('Schedule a Tour' links back here). Those links keep the position (preventScrollReset), so
  // the scroll starts where the visitor was; a visitor who prefers reduced motion gets a jump.
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: every arrival (a new location key) scrolls again
  useEffect(() => {
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? "instant" : "smooth" });
  }, [key]);

  return (
    <>
      <section aria-labelledby="luxe-heading" className="relative overflow-hidden bg-garden-900 text-white">
        <Picture
          slot={luxeHero}
          sizes={HERO_SIZES}
          priority
          className="absolute inset-0"
          imgClassName="h-full w-full object-cover"
        />
        <div className="absolute inset-0 bg-black/55" />
        <div className="relative mx-auto flex min-h-[70svh] max-w-4xl flex-col items-center justify-center px-6 py-20 text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.25em] text-brand-100">
            Banquet &amp; Party Hall
          </p>
          <h1 id="luxe-heading" className="mt-3 font-display text-5xl font-semibold md:text-7xl">
            The {venue.hallName} Hall
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-50">
            About {venue.hallSizeSqFt} sq. ft. of elegance in a park setting at {venue.name}, made for
            cocktail receptions, banquets and intimate celebrations.
          </p>
          <Link
            to="/luxe"
            preventScrollReset
            className="mt-8 inline-block rounded bg-brand-300 px-6 py-3 font-semibold text-garden-900 shadow hover:bg-brand-100"
          >
            Schedule a Tour
          </Link>
        </div>
      </section>

      <SiteSection
        id="luxe-about-heading"
        eyebrow="The Space"
        title="A hall among the trees"
        picture={venuePicture}
      >
        <p className="leading-relaxed">
          Tall windows bring in natural daylight for lunches and ceremonies; at night warm lights glow across
          the lawn. Round tables, a stage, a dance floor or lounge corners: the set-up follows your event, and
          our kitchens and bar serve it from next door.
        </p>
        <p className="mt-4 leading-relaxed">
          Call us on{" "}
          <a href={venue.phoneHref} className="font-semibold text-garden-800 underline underline-offset-4">
            {venue.phone}
          </a>{" "}
          or{" "}
          <Link to="/contact" className="font-semibold text-garden-800 underline underline-offset-4">
            send us a message
          </Link>{" "}
          to see the hall.
        </p>
      </SiteSection>

      <SiteSection
        id="occasions-heading"
        title={occasions.heading}
        className="bg-brand-100"
        picture={luxeOccasionsPicture}
        pictureFirst
      >
        <p className="leading-relaxed">{occasions.text}</p>
        <ul className="mt-6 grid grid-cols-2 gap-x-6 gap-y-3" data-testid="occasions">
          {occasions.list.map((occasion) => (
            <li key={occasion} className="flex items-center gap-2 font-semibold text-garden-900">
              <span aria-hidden="true" className="h-2 w-2 rounded-full bg-brand-500" />
              {occasion}
            </li>
          ))}
        </ul>
      </SiteSection>

      <section aria-labelledby="hall-enquiry-heading" className="px-6 py-16" id="enquire">
        <div className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5 sm:p-8">
          <SectionTitle id="hall-enquiry-heading" eyebrow="Enquire">
            {hallEnquiryTexts.heading}
          </SectionTitle>
          <p className="mb-6 leading-relaxed">{hallEnquiryTexts.intro}</p>
          <HallEnquiryForm result={actionData} />
          <p className="mt-6 text-sm text-gray-700">
            This form is protected by ALTCHA, a privacy-friendly proof-of-work check that runs in your
            browser. The ALTCHA{" "}
            <a href="https://altcha.org/privacy-policy/" {...newTab} className="font-semibold underline">
              Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
            </a>{" "}
            and{" "}
            <a href="https://altcha.org/terms-of-service/" {...newTab} className="font-semibold underline">
              Terms of Service<span className="sr-only"> (opens in a new tab)</span>
            </a>{" "}
            apply.
          </p>
        </div>
      </section>

      <Gallery slots={luxeGallery} headingId="luxe-gallery-heading" />
      <EnhanceScript src={luxeScript} />
    </>
  );
}
