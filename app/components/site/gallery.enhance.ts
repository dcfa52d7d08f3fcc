// The gallery page's and the Luxe page's script: turns every server-rendered gallery into the slideshow.
import { enhanceGallery } from "./gallery-slideshow";

for (const root of document.querySelectorAll<HTMLElement>("[data-gallery]")) enhanceGallery(root);
