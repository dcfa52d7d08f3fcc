import { data } from "react-router";
import { getApp } from "~/context.server";
import { immutableImageResponse, readUploadedFile } from "~/modules/media/image-files.server";
import { mimeType, parseUploadedFileName } from "~/modules/site-content/artwork";
import { sitePictureDir } from "~/modules/site-content/site-pictures.server";
import type { Route } from "./+types/picture-file";

// Public: the site's pictures as staff uploaded them. Every upload gets a new version in its
// file names, so a name always means the same bytes and can be cached for a year.
export async function loader(args: Route.LoaderArgs) {
  const name = args.params.file;
  const parsed = parseUploadedFileName(name);
  if (!parsed) throw data({ message: "Not found" }, { status: 404 });
  const bytes = await readUploadedFile(sitePictureDir(getApp(args.context).env.DATA_DIR), name);
  if (!bytes) throw data({ message: "Not found" }, { status: 404 });
  return immutableImageResponse(bytes, mimeType(parsed.format));
}
