// Renders the artwork of every picture slot (app/modules/site-content/artwork.ts) into
// public/generated as AVIF, WebP and JPEG/PNG at each responsive width. Runs before every
// build; deterministic, and it skips all work while the manifest matches the slots and scenes.
// The folder is a cache keyed by that version: an interrupted run resumes where it stopped (files
// already written for the same version are kept), and only a new version starts afresh.
// `--background` (the first `npm start`, issue 17 item 4): one encoder thread at the lowest CPU
// priority, the home page's pictures first, while the server builds and starts beside it.
// A finished set is also kept outside the repository, in the user's cache folder under its version
// (a hash of the scenes, this script and the slots): a new clone or a `git clean` copies it back in
// well under a second instead of encoding the 641 files again (about 30 s).
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { allSlots, fileName, type ImageFormat, splash } from "../app/modules/site-content/artwork";
import { logoSvg, sceneSvg } from "./artwork-scenes";
import { languageNameFontFiles, languageNameFonts, languageNameFontsKey } from "./language-name-fonts";
import { lowestPriority } from "./lowest-priority";

const outDir = path.resolve("public/generated");
const manifestFile = path.join(outDir, "manifest.json");
// Files being written wait outside public/: the first `npm start` builds while this runs, and Vite's
// copy of public/ into the build failed when a temporary name it had listed was renamed away
// (`ENOENT: … stat 'public/generated/splash-portrait-480.webp.part'`).
const partialDir = path.resolve(".artwork-partial");

const version = createHash("sha256")
  .update(readFileSync(new URL("./artwork-scenes.ts", import.meta.url)))
  .update(readFileSync(new URL("./generate-artwork.ts", import.meta.url)))
  .update(JSON.stringify(allSlots))
  .update(readFileSync(new URL("./language-name-fonts.ts", import.meta.url)))
  .update(languageNameFontsKey)
  .digest("hex")
  .slice(0, 16);

const expected = [
  ...allSlots.flatMap((slot) => slot.widths.flatMap((w) => slot.formats.map((f) => fileName(slot, w, f)))),
  "logo-512.png",
  "og-image.jpg",
  ...languageNameFontFiles,
];

const background = process.argv.includes("--background");

/** The user's cache folder ($XDG_CACHE_HOME or ~/.cache), as other tools on Linux use it. */
const cacheDir = path.join(
  process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache"),
  "eden-garden",
  "artwork",
  version,
);

/** A hard link when the cache is on the same file system (no bytes copied), else a copy. */
function place(from: string, to: string) {
  rmSync(to, { force: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/** Writes the whole file under a temporary name outside public/, then renames it into place. */
function writeWhole(file: string, data: Buffer) {
  mkdirSync(partialDir, { recursive: true });
  const partial = path.join(partialDir, `${path.basename(file)}.part-${process.pid}`);
  writeFileSync(partial, data);
  renameSync(partial, file);
}

function writeIgnoreAndManifest(complete: boolean) {
  // Build output, never committed: the folder carries its own ignore file.
  writeFileSync(
    path.join(outDir, ".gitignore"),
    "# Generated at build time by scripts/generate-artwork.ts\n*\n!.gitignore\n",
  );
  writeFileSync(
    manifestFile,
    JSON.stringify(complete ? { version, complete, files: expected.length } : { version, complete }, null, 2),
  );
}

/** The same version's files from the cache folder, when a finished set is there. */
function restoreFromCache(): boolean {
  if (!expected.every((f) => existsSync(path.join(cacheDir, f)))) return false;
  try {
    mkdirSync(outDir, { recursive: true });
    for (const file of expected) place(path.join(cacheDir, file), path.join(outDir, file));
    writeIgnoreAndManifest(true);
    return true;
  } catch (error) {
    console.warn(`artwork: the cached copy could not be used (${(error as Error).message})`);
    return false;
  }
}

/** Keeps a finished set for the next clone; a cache that cannot be written is only a warning. */
function saveToCache() {
  const partial = `${cacheDir}.part-${process.pid}`;
  try {
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    for (const file of expected) place(path.join(outDir, file), path.join(partial, file));
    if (existsSync(cacheDir)) rmSync(partial, { recursive: true, force: true });
    else renameSync(partial, cacheDir);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    console.warn(`artwork: not kept in ${cacheDir} (${(error as Error).message})`);
  }
}

function readManifest(): { version?: string; complete?: boolean } {
  if (!existsSync(manifestFile)) return {};
  try {
    return JSON.parse(readFileSync(manifestFile, "utf8"));
  } catch {
    return {};
  }
}

function upToDate(): boolean {
  const manifest = readManifest();
  return manifest.version === version && expected.every((f) => existsSync(path.join(outDir, f)));
}

function encode(image: ReturnType<typeof sharp>, format: ImageFormat): ReturnType<typeof sharp> {
  switch (format) {
    case "avif":
      return image.avif({ quality: 50, effort: 2 });
    case "webp":
      return image.webp({ quality: 72, effort: 4 });
    case "png":
      return image.png({ compressionLevel: 9, palette: true });
    default:
      return image.jpeg({ quality: 74, mozjpeg: true, progressive: true });
  }
}

async function main() {
  if (upToDate()) {
    if (!existsSync(cacheDir)) saveToCache();
    console.log(`artwork: up to date (${expected.length} files in public/generated)`);
    return;
  }
  const started = Date.now();
  // Another version's files go; an interrupted run of this version keeps what it wrote.
  if (readManifest().version !== version) rmSync(outDir, { recursive: true, force: true });
  if (restoreFromCache()) {
    console.log(`artwork: ${expected.length} files copied from ${cacheDir} in ${Date.now() - started} ms`);
    return;
  }
  if (background) {
    sharp.concurrency(1);
    lowestPriority();
  }
  if (readManifest().version !== version) {
    mkdirSync(outDir, { recursive: true });
    writeIgnoreAndManifest(false);
  }
  const done = (file: string) => existsSync(path.join(outDir, file));
  let made = 0;
  // The language switcher's names first: a second of work that every guests' menu page shows.
  if (!languageNameFontFiles.every(done)) {
    for (const { file, bytes } of await languageNameFonts()) {
      writeWhole(path.join(outDir, file), bytes);
      made++;
    }
  }
  for (const slot of allSlots) {
    const svg = Buffer.from(sceneSvg(slot));
    for (const width of slot.widths) {
      if (slot.formats.every((format) => done(fileName(slot, width, format)))) continue;
      const height = Math.round((slot.height * width) / slot.width);
      const raster = await sharp(svg, { density: 72 * (width / slot.width) * 1 })
        .resize(width, height)
        .toBuffer();
      for (const format of slot.formats) {
        const file = path.join(outDir, fileName(slot, width, format));
        // A file that exists is always whole.
        writeWhole(file, await encode(sharp(raster), format).toBuffer());
        made++;
      }
    }
  }
  if (!done("logo-512.png")) {
    writeWhole(
      path.join(outDir, "logo-512.png"),
      await sharp(Buffer.from(logoSvg(512)))
        .png()
        .toBuffer(),
    );
  }
  if (!done("og-image.jpg")) {
    writeWhole(
      path.join(outDir, "og-image.jpg"),
      await sharp(Buffer.from(sceneSvg(splash)))
        .resize(1200, 630, { fit: "cover" })
        .jpeg({ quality: 78, mozjpeg: true })
        .toBuffer(),
    );
  }
  writeIgnoreAndManifest(true);
  saveToCache();
  console.log(
    `artwork: ${made} of ${expected.length} files generated in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

await main();
