import { Link } from "react-router";
import { MenuList } from "~/components/site/menu-list";
import { PORTRAIT_MEDIA, Picture } from "~/components/site/picture";
import { SiteSection } from "~/components/site/site-section";
import type { PageHandle } from "~/components/site/static-page";
import { outletPictures, splash, splashPortrait, venuePicture } from "~/modules/site-content/artwork";
import { menuHeadings, staticMenu } from "~/modules/site-content/menu";
import { addressLines, cuisineList, outlets, pavilionText, venue } from "~/modules/site-content/venue";
import { sitePage } from "~/modules/site-content/site-page.server";
import type { Route } from "./+types/home";

const SPLASH_SIZES = "(max-aspect-ratio: 3/2) 150vh, 100vw";
const PORTRAIT_SIZES = "(max-aspect-ratio: 3/4) 75vh, 100vw";

// Nothing on the home page needs React: it is sent without the app's JavaScript (issue 5 target:
// ≤ 110 KB on /); the navbar overlay runs on a small vanilla script instead.
export const handle: PageHandle = { hydrate: false };

export function loader({ context }: Route.LoaderArgs) {
  return sitePage(context, "/", [
    { slot: splashPortrait, sizes: PORTRAIT_SIZES, media: PORTRAIT_MEDIA },
    { slot: splash, sizes: SPLASH_SIZES, media: "(min-aspect-ratio: 1/1)" },
  ]);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const buttonClass =
  "inline-block rounded bg-brand-300 px-6 py-3 font-semibold text-garden-900 shadow hover:bg-brand-100";

export default function Home() {
  return (
    <>
      <section
        aria-label="Welcome to Eden"
        className="relative flex h-[calc(100svh-4rem)] min-h-[28rem] items-center justify-center overflow-hidden bg-garden-900"
      >
        <Picture
          slot={splash}
          sizes={SPLASH_SIZES}
          portrait={{ slot: splashPortrait, sizes: PORTRAIT_SIZES }}
          priority
          className="absolute inset-0"
          imgClassName="h-full w-full object-cover"
        />
        <div className="absolute inset-0 bg-black/35" />
        <div className="relative flex flex-col items-center text-brand-100">
          <svg viewBox="0 0 64 64" className="h-28 w-28 drop-shadow-lg" aria-hidden="true">
            <rect width="64" height="64" rx="12" fill="#1b3f2c" />
            <path d="M32 10c-9 8-13 15-13 22a13 13 0 0 0 26 0c0-7-4-14-13-22z" fill="#d9b45a" />
            <path d="M32 20v26" stroke="#1b3f2c" strokeWidth="2.5" />
            <path d="M32 30l-6-5M32 36l7-6" stroke="#1b3f2c" strokeWidth="2" />
          </svg>
          <p className="mt-4 font-display text-7xl font-semibold tracking-wide drop-shadow-lg">Eden</p>
        </div>
      </section>

      <section aria-labelledby="home-heading" className="bg-garden-900 px-6 py-20 text-center text-white">
        <p className="font-display text-2xl italic text-brand-100">{venue.tagline}</p>
        <h1 id="home-heading" className="mt-3 font-display text-5xl font-semibold md:text-7xl">
          {venue.heading}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-brand-100">
          {cuisineList} under the canopy of {venue.treeAge}-year-old trees, on Cunningham Road since{" "}
          {venue.establishedText}.
        </p>
        <Link to="/menu" className={`${buttonClass} mt-8`}>
          Explore Menu
        </Link>
      </section>

      <SiteSection
        anchor="about"
        id="about-heading"
        eyebrow="About Us"
        title="A garden with a long table"
        className="scroll-mt-16"
      >
        <div className="grid gap-10 md:grid-cols-2">
          <article>
            <h3 className="font-display text-3xl font-semibold text-garden-800">Gourmet Experience</h3>
            <p className="mt-3 leading-relaxed">
              Eden seats {venue.seating} patrons in {venue.seatingSections}, with {pavilionText} who want a
              room of their own. Our kitchens cook {cuisineList}; the lounge bar and the hookah salon keep the
              evening going, and valet parking waits at the entrance.
            </p>
            <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
              <li>Seats {venue.seating} patrons</li>
              <li>{pavilionText}</li>
              <li>Valet parking at the entrance</li>
              <li>A lounge bar and a hookah salon</li>
              <li>Trees aged {venue.treeAge} years</li>
              <li>
                Open {venue.hours.days}, {venue.hours.time}
              </li>
            </ul>
          </article>
          <article>
            <h3 className="font-display text-3xl font-semibold text-garden-800">Charted Memories</h3>
            <p className="mt-3 leading-relaxed">
              Established on {venue.establishedText}, Eden grew around trees aged {venue.treeAge} years that
              were already old when the first table was laid. Three decades of birthdays, first dates and
              family Sundays later, the lanterns still come on at dusk and the same shade falls across the
              tables at lunch.
            </p>
          </article>
        </div>
      </SiteSection>

      <SiteSection
        id="outlets-heading"
        eyebrow="Our Portfolio"
        title="Unique Culinary Experience"
        className="bg-brand-100"
      >
        <ul className="grid gap-8 md:grid-cols-3">
          {outlets.map((outlet, i) => (
            <li
              key={outlet.title}
              className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5"
            >
              <Picture
                slot={outletPictures[i]!}
                sizes="(min-width: 768px) 33vw, 100vw"
                imgClassName="aspect-[4/3] h-auto w-full object-cover"
              />
              <div className="p-5">
                <h3 className="font-display text-2xl font-semibold text-garden-900">{outlet.title}</h3>
                <p className="mt-1 text-sm text-brand-700">{outlet.subtitle}</p>
              </div>
            </li>
          ))}
        </ul>
      </SiteSection>

      <SiteSection
        id="drinks-heading"
        eyebrow="Beverages"
        tone="dark"
        title={menuHeadings.drinks}
        className="bg-garden-900"
      >
        <div className="grid gap-8 md:grid-cols-2">
          <MenuList id="wines-heading" heading={menuHeadings.wines} items={staticMenu.wines} />
          <MenuList id="cocktails-heading" heading={menuHeadings.cocktails} items={staticMenu.cocktails} />
        </div>
        <div className="mt-10 text-center">
          <Link to="/menu" className={buttonClass}>
            View More
          </Link>
        </div>
      </SiteSection>

      <SiteSection id="find-heading" eyebrow="Contact" title="Find Us">
        <div className="grid gap-8 md:grid-cols-2">
          <div>
            <h3 className="text-lg font-semibold text-garden-800">Address</h3>
            <address className="mt-2 not-italic">
              {addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </div>
          <div>
            <h3 className="text-lg font-semibold text-garden-800">Opening Hours</h3>
            <p className="mt-2">{venue.hours.days}</p>
            <p>{venue.hours.time}</p>
          </div>
        </div>
        <a
          href={venue.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-8 inline-block rounded bg-garden-800 px-6 py-3 font-semibold text-white hover:bg-garden-700"
        >
          Visit Us<span className="sr-only"> (directions open in a new tab)</span>
        </a>
      </SiteSection>

      <SiteSection
        id="reflection-heading"
        eyebrow="The Venue"
        title="A Reflection of You"
        className="bg-brand-100"
        picture={venuePicture}
      >
        <p className="leading-relaxed">
          The {venue.hallName} hall spans about {venue.hallSizeSqFt} sq. ft. in the park, with warm wood,
          brass and ivory interiors that dress up for a banquet or down for a cocktail evening. By day natural
          daylight pours in through tall windows; by night the lights come up across the lawn.
        </p>
        <p className="mt-4 leading-relaxed">
          Round tables for a wedding dinner, a stage for an engagement, lounge corners for an after party or
          rows for a corporate launch: the room takes the shape of your event, and our team sets it up the way
          you picture it.
        </p>
        <Link
          to="/luxe"
          className="mt-6 inline-block font-semibold text-garden-800 underline underline-offset-4"
        >
          Discover the {venue.hallName} hall
        </Link>
      </SiteSection>
    </>
  );
}
