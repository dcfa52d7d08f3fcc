import { siteOrigin } from "~/components/site/chrome";
import { Gallery } from "~/components/site/gallery";
import { preloadLink } from "~/components/site/picture";
import { restaurantGallery } from "~/modules/site-content/artwork";
import { pageMeta } from "~/modules/site-content/seo";
import type { Route } from "./+types/gallery";

const SLIDE_SIZES = "(min-width: 1024px) 960px, 100vw";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/gallery", siteOrigin(matches));

export const links: Route.LinksFunction = () => [preloadLink(restaurantGallery[0]!, SLIDE_SIZES)];

export default function GalleryPage() {
  return <Gallery slots={restaurantGallery} priority headingId="gallery-heading" headingLevel="h1" />;
}
