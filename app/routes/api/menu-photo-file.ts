import { data } from "react-router";
import { getApp } from "~/context.server";
import { immutableImageResponse, readUploadedFile } from "~/modules/media/image-files.server";
import { isPhotoFileName, photoDir } from "~/modules/menu/save-item-photo.server";
import type { Route } from "./+types/menu-photo-file";

// Public: menu photos are shown to every visitor. Names are content hashes, so cache for a year.
export async function loader(args: Route.LoaderArgs) {
  const name = args.params.file;
  if (!isPhotoFileName(name)) throw data({ message: "Not found" }, { status: 404 });
  const app = getApp(args.context);
  const bytes = await readUploadedFile(photoDir(app.env.DATA_DIR), name);
  if (!bytes) throw data({ message: "Not found" }, { status: 404 });
  return immutableImageResponse(bytes, name.endsWith(".avif") ? "image/avif" : "image/webp");
}
