import { useEffect, useRef, useState } from "react";
import { data, useFetcher } from "react-router";
import { Picture, PictureVersionsProvider } from "~/components/site/picture";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { MAX_IMAGE_UPLOAD_BYTES } from "~/modules/media/image-type";
import { pictureAlt } from "~/modules/site-content/artwork";
import {
  MAX_ALT_LENGTH,
  type PictureSlotEntry,
  pictureGroups,
  pictureMessages,
} from "~/modules/site-content/picture-slots";
import { resetSitePicture } from "~/modules/site-content/reset-site-picture.server";
import { saveSitePictureAlt } from "~/modules/site-content/save-site-picture-alt.server";
import {
  listSitePictures,
  SITE_PICTURES_TOPIC,
  SitePictureError,
  type SitePictureDto,
} from "~/modules/site-content/site-pictures.server";
import { uploadSitePicture } from "~/modules/site-content/upload-site-picture.server";
import { formatDateTime } from "~/modules/time";
import { buttonClass, ConfirmAction } from "../components/confirm-action";
import { type ActionResult, useActionFeedback } from "../components/feedback";
import { Spinner } from "../components/spinner";
import type { Route } from "./+types/pictures";
import { readForm } from "~/modules/http/read-form.server";

export const meta = () => [{ title: "Site Pictures — Luxe Hall Reservations" }];

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "site.pictures.manage", pictureMessages.denied);
  return { pictures: await listSitePictures(getApp(args.context).database.db) };
}

const fail = (error: string, status: number) => data<ActionResult>({ ok: false, error }, { status });

/** intent=upload (a file, and/or the alt text of an upload) or intent=reset, for one slot. */
export async function action(args: Route.ActionArgs) {
  const actor = await requirePermission(args, "site.pictures.manage", pictureMessages.denied);
  const app = getApp(args.context);
  const { db } = app.database;
  const form = await readForm(args.request);
  const slotId = String(form.get("slot") ?? "");
  const intent = form.get("intent");
  const file = form.get("picture");
  const alt = form.has("alt") ? String(form.get("alt")) : null;
  try {
    if (intent === "reset") {
      const result = await resetSitePicture(db, { actor, slotId, dataDir: app.env.DATA_DIR });
      if (!result.reset) return { ok: true, message: pictureMessages.alreadyGenerated(result.label) };
      await app.events.publish(SITE_PICTURES_TOPIC, "picture.reset", slotId);
      return { ok: true, message: pictureMessages.reset(result.label) };
    }
    if (intent !== "upload") return fail("Unknown action.", 400);
    if (file instanceof File && file.size > 0) {
      const { label } = await uploadSitePicture(db, {
        actor,
        slotId,
        bytes: new Uint8Array(await file.arrayBuffer()),
        alt,
        dataDir: app.env.DATA_DIR,
      });
      await app.events.publish(SITE_PICTURES_TOPIC, "picture.upload", slotId);
      return { ok: true, message: pictureMessages.uploaded(label) };
    }
    if (alt === null) return fail(pictureMessages.missing, 400);
    const { label } = await saveSitePictureAlt(db, { actor, slotId, alt });
    await app.events.publish(SITE_PICTURES_TOPIC, "picture.alt", slotId);
    return { ok: true, message: pictureMessages.altSaved(label) };
  } catch (error) {
    if (error instanceof SitePictureError) return fail(error.message, error.status);
    throw error;
  }
}

const ACCEPT = ["image/jpeg", "image/png", "image/webp", "image/avif"];

/** Checked again on the server; here only so a wrong file is named before it is sent. */
function checkFile(file: File | undefined): string | null {
  if (!file || file.size === 0) return pictureMessages.missing;
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) return pictureMessages.tooBig;
  if (file.type && !ACCEPT.includes(file.type)) return pictureMessages.wrongType;
  return null;
}

function SlotCard({ entry, uploaded }: { entry: PictureSlotEntry; uploaded: SitePictureDto | undefined }) {
  const { slot, label } = entry;
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  useActionFeedback(fetcher.data);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);
  const busy = fetcher.state !== "idle";
  const id = `picture-${slot.id}`;
  const error = clientError ?? (fetcher.data && !fetcher.data.ok && !busy ? fetcher.data.error : null);
  const currentAlt = pictureAlt(slot, uploaded);

  return (
    <li
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/10"
      data-testid={`slot-${slot.id}`}
    >
      <Picture
        slot={slot}
        sizes="(min-width: 1280px) 18rem, (min-width: 640px) 45vw, 100vw"
        alt={currentAlt ? `Current picture: ${currentAlt}` : ""}
        className="block overflow-hidden rounded-md bg-gray-100"
        imgClassName="h-auto max-h-56 w-full object-contain"
      />
      <div>
        <h3 id={`${id}-title`} className="font-semibold text-gray-900">
          {label}
        </h3>
        <p className="text-sm text-gray-700" data-testid="picture-source">
          {uploaded ? (
            <>
              <span className="mr-2 rounded bg-brand-100 px-1.5 py-0.5 text-xs font-semibold text-garden-900">
                Uploaded
              </span>
              {formatDateTime(uploaded.uploadedAt)}
              <span className="block [overflow-wrap:anywhere]">by {uploaded.uploadedBy}</span>
            </>
          ) : (
            <span className="rounded bg-gray-100 px-1.5 py-0.5 text-xs font-semibold text-gray-800">
              Generated artwork
            </span>
          )}
        </p>
      </div>
      <fetcher.Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        className="flex flex-col gap-2"
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => {
          const input = event.currentTarget.elements.namedItem("picture") as HTMLInputElement;
          const file = input.files?.[0];
          const problem = file || !uploaded ? checkFile(file) : null;
          setClientError(problem);
          if (problem) {
            event.preventDefault();
            input.focus();
          }
        }}
      >
        <input type="hidden" name="slot" value={slot.id} />
        <input type="hidden" name="intent" value="upload" />
        <label htmlFor={`${id}-file`} className="text-sm font-semibold text-gray-800">
          {uploaded ? "Replace with a new picture" : "Upload a picture"}
          <span className="block font-normal text-gray-700">JPEG, PNG, WebP or AVIF, up to 5 MB</span>
        </label>
        <input
          id={`${id}-file`}
          type="file"
          name="picture"
          accept={ACCEPT.join(",")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={() => setClientError(null)}
          className="w-full text-sm file:mr-3 file:rounded-md file:border file:border-gray-400 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold"
        />
        {slot.alt ? (
          <>
            <label htmlFor={`${id}-alt`} className="text-sm font-semibold text-gray-800">
              Alt text
              <span className="block font-normal text-gray-700">
                What the picture shows, for screen readers
              </span>
            </label>
            <textarea
              id={`${id}-alt`}
              name="alt"
              rows={2}
              maxLength={MAX_ALT_LENGTH}
              defaultValue={currentAlt}
              className="w-full rounded-md border border-gray-400 px-2 py-1 text-sm"
            />
          </>
        ) : (
          <p className="text-sm text-gray-700">Decorative picture: no alt text.</p>
        )}
        {error ? (
          <p
            id={`${id}-error`}
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-900"
          >
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <button type="submit" disabled={busy} className={buttonClass("primary")}>
            {busy ? <Spinner className="mr-2 size-4" /> : null}
            {uploaded ? "Save changes" : "Upload picture"}
          </button>
          {uploaded ? (
            <ConfirmAction
              fetcher={fetcher}
              message={`Show the generated artwork again for ${label}? The uploaded picture will be deleted.`}
              fields={{ intent: "reset", slot: slot.id }}
              tone="neutral"
            >
              Reset to generated artwork
            </ConfirmAction>
          ) : null}
        </div>
      </fetcher.Form>
    </li>
  );
}

export default function SitePictures({ loaderData }: Route.ComponentProps) {
  const { pictures } = loaderData;
  const uploadedCount = Object.keys(pictures).length;
  return (
    <PictureVersionsProvider versions={pictures}>
      <section aria-labelledby="pictures-heading">
        <h1 id="pictures-heading" className="mb-2 text-3xl font-semibold text-garden-900">
          Site Pictures
        </h1>
        <p className="max-w-3xl text-gray-800">
          Every picture of the public site. Each one shows generated artwork until you upload a photo; the
          photo is cropped to the picture's shape from its centre and appears on the site at once. Reset
          brings the artwork back.{" "}
          {uploadedCount === 0 ? "No photos uploaded yet." : `${uploadedCount} uploaded.`}
        </p>
        <nav aria-label="Pages" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {pictureGroups.map((group) => (
              <li key={group.id}>
                <a href={`#group-${group.id}`} className={buttonClass("neutral")}>
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {pictureGroups.map((group) => (
          <section
            key={group.id}
            id={`group-${group.id}`}
            aria-labelledby={`group-${group.id}-heading`}
            className="mt-8 scroll-mt-4"
          >
            <h2 id={`group-${group.id}-heading`} className="text-2xl font-semibold text-garden-900">
              {group.title}
            </h2>
            <p className="mb-4 text-gray-700">{group.description}</p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {group.entries.map((entry) => (
                <SlotCard key={entry.slot.id} entry={entry} uploaded={pictures[entry.slot.id]} />
              ))}
            </ul>
          </section>
        ))}
      </section>
    </PictureVersionsProvider>
  );
}
