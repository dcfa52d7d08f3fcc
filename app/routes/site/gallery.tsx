import { Gallery } from "~/components/site/gallery";
import { restaurantGallery } from "~/modules/site-content/artwork";
import { sitePage } from "~/modules/site-content/site-page.server";
import type { Route } from "./+types/gallery";

const SLIDE_SIZES = "(min-width: 1024px) 960px, 100vw";

export function loader({ context }: Route.LoaderArgs) {
  return sitePage(context, "/gallery", [{ slot: restaurantGallery[0]!, sizes: SLIDE_SIZES }]);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function GalleryPage() {
  return <Gallery slots={restaurantGallery} priority headingId="gallery-heading" headingLevel="h1" />;
}
