import { readFile } from "node:fs/promises";
import path from "node:path";
import { data } from "react-router";
import { getApp } from "~/context.server";
import { isPhotoFileName, photoDir } from "~/modules/menu/save-item-photo.server";
import type { Route } from "./+types/menu-photo-file";

// Public: menu photos are shown to every visitor. Names are content hashes, so cache for a year.
export async function loader(args: Route.LoaderArgs) {
  const name = args.params.file;
  if (!isPhotoFileName(name)) throw data({ message: "Not found" }, { status: 404 });
  const app = getApp(args.context);
  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(photoDir(app.env.DATA_DIR), name));
  } catch {
    throw data({ message: "Not found" }, { status: 404 });
  }
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": name.endsWith(".avif") ? "image/avif" : "image/webp",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Length": String(bytes.length),
    },
  });
}
