import { Gallery, SLIDE_SIZES } from "~/components/site/gallery";
import type { PageHandle } from "~/components/site/static-page";
import { restaurantGallery } from "~/modules/site-content/artwork";
import { sitePage } from "~/modules/site-content/site-page.server";
import type { Route } from "./+types/gallery";

// Served without React (issue 17): the slideshow is the gallery's own small script.
export const handle: PageHandle = { hydrate: false };

export function loader({ context }: Route.LoaderArgs) {
  return sitePage(context, "/gallery", [{ slot: restaurantGallery[0]!, sizes: SLIDE_SIZES }]);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function GalleryPage() {
  return <Gallery slots={restaurantGallery} priority headingId="gallery-heading" headingLevel="h1" />;
}
