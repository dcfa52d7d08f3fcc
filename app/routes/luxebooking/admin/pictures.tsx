import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { Picture, PictureVersionsProvider } from "~/components/site/picture";
import type { ActionResult } from "~/components/staff/feedback";
import { Button, buttonClass } from "~/components/ui/button";
import { ConfirmAction } from "~/components/ui/confirm-dialog";
import { inputClass } from "~/components/ui/input";
import { Message } from "~/components/ui/message";
import { useResultToast } from "~/components/ui/toast";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { DomainError } from "~/modules/errors";
import { respond, toastReply } from "~/modules/http/respond.server";
import { pictureAlt } from "~/modules/site-content/artwork";
import { type PictureSlotEntry, pictureGroups, pictureMessages } from "~/modules/site-content/picture-slots";
import { resetSitePicture } from "~/modules/site-content/reset-site-picture.server";
import { saveSitePictureAlt } from "~/modules/site-content/save-site-picture-alt.server";
import { listSitePictures, type SitePictureDto } from "~/modules/site-content/site-pictures.server";
import {
  firstPictureSchema,
  PICTURE_TYPES,
  pictureUploadSchema,
  replacePictureSchema,
} from "~/modules/site-content/site-pictures.schema";
import { uploadSitePicture } from "~/modules/site-content/upload-site-picture.server";
import { parseOrRefuse } from "~/modules/http/parse-or-refuse";
import { formatDateTime } from "~/modules/time";
import type { Route } from "./+types/pictures";
import { readForm } from "~/modules/http/read-form.server";
import { STAFF_TITLE } from "~/modules/site-content/venue";

export const meta = () => [{ title: `Site Pictures — ${STAFF_TITLE}` }];

export async function loader(args: Route.LoaderArgs) {
  const actor = await requirePermission(args, "site.pictures.manage", pictureMessages.denied);
  return { pictures: await listSitePictures(getApp(args.context).database.db, { actor }) };
}

/** intent=upload (a file, and/or the alt text of an upload) or intent=reset, for one slot. */
export async function action(args: Route.ActionArgs) {
  const actor = await requirePermission(args, "site.pictures.manage", pictureMessages.denied);
  const app = getApp(args.context);
  const { db } = app.database;
  const form = await readForm(args.request);
  const slotId = String(form.get("slot") ?? "");
  const intent = form.get("intent");
  const base = { actor, slotId, events: app.events };
  return respond(args, toastReply(pictureMessages.failed), async (): Promise<ActionResult> => {
    if (intent === "reset") {
      const result = await resetSitePicture(db, { ...base, dataDir: app.env.DATA_DIR });
      const message = result.reset ? pictureMessages.reset : pictureMessages.alreadyGenerated;
      return { ok: true, message: message(result.label) };
    }
    if (intent !== "upload") throw new DomainError(400, "Unknown action.");
    const { picture: file, alt = null } = parseOrRefuse(pictureUploadSchema, Object.fromEntries(form));
    if (file) {
      const { label } = await uploadSitePicture(db, {
        ...base,
        bytes: new Uint8Array(await file.arrayBuffer()),
        alt,
        dataDir: app.env.DATA_DIR,
      });
      return { ok: true, message: pictureMessages.uploaded(label) };
    }
    if (alt === null) throw new DomainError(400, pictureMessages.missing);
    const { label } = await saveSitePictureAlt(db, { ...base, alt });
    return { ok: true, message: pictureMessages.altSaved(label) };
  });
}

function SlotCard({ entry, uploaded }: { entry: PictureSlotEntry; uploaded: SitePictureDto | undefined }) {
  const { slot, label } = entry;
  const id = `picture-${slot.id}`;
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, fields] = useStaffForm(uploaded ? replacePictureSchema : firstPictureSchema, {
    id,
    shouldValidate: "onSubmit",
  });
  useResultToast(fetcher.data);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);
  const busy = fetcher.state !== "idle";
  const refused = fetcher.data && !fetcher.data.ok && !busy ? fetcher.data.error : null;
  const error = fields.picture.errors?.[0] ?? fields.alt.errors?.[0] ?? refused;
  // The server's refusal is about the picture (its bytes, its size): the file input says so too.
  const fileInvalid = Boolean(fields.picture.errors || refused);
  const formProps = getFormProps(form);
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
        {...formProps}
        onSubmit={(event) => {
          formProps.onSubmit(event);
          if (event.defaultPrevented) pictureInput(event.currentTarget, fields.picture.name)?.focus();
        }}
      >
        <input type="hidden" name="slot" value={slot.id} />
        <input type="hidden" name="intent" value="upload" />
        {/* The hints are part of each label: what the control is called, as before. */}
        <label htmlFor={fields.picture.id} className="text-sm font-semibold text-gray-800">
          {uploaded ? "Replace with a new picture" : "Upload a picture"}
          <span className="block font-normal text-gray-700">JPEG, PNG, WebP or AVIF, up to 5 MB</span>
        </label>
        <input
          {...getInputProps(fields.picture, { type: "file", ariaAttributes: false })}
          key={fields.picture.key}
          accept={PICTURE_TYPES.join(",")}
          aria-invalid={fileInvalid || undefined}
          aria-describedby={fileInvalid ? `${id}-error` : undefined}
          className="w-full text-sm file:mr-3 file:rounded-md file:border file:border-gray-400 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold"
        />
        {slot.alt ? (
          <>
            <label htmlFor={fields.alt.id} className="text-sm font-semibold text-gray-800">
              Alt text
              <span className="block font-normal text-gray-700">
                What the picture shows, for screen readers
              </span>
            </label>
            <textarea
              {...getTextareaProps(fields.alt, { ariaAttributes: false })}
              key={fields.alt.key}
              rows={2}
              defaultValue={currentAlt}
              aria-invalid={fields.alt.errors ? true : undefined}
              aria-describedby={fields.alt.errors ? `${id}-error` : undefined}
              className={inputClass({ size: "sm" })}
            />
          </>
        ) : (
          <p className="text-sm text-gray-700">Decorative picture: no alt text.</p>
        )}
        {error ? (
          <Message tone="error" size="sm" id={`${id}-error`}>
            {error}
          </Message>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" busy={busy}>
            {uploaded ? "Save changes" : "Upload picture"}
          </Button>
          {uploaded ? (
            <ConfirmAction
              fetcher={fetcher}
              message={`Show the generated artwork again for ${label}? The uploaded picture will be deleted.`}
              fields={{ intent: "reset", slot: slot.id }}
              tone="secondary"
            >
              Reset to generated artwork
            </ConfirmAction>
          ) : null}
        </div>
      </fetcher.Form>
    </li>
  );
}

function pictureInput(form: HTMLFormElement, name: string): HTMLElement | null {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLElement ? element : null;
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
                <a href={`#group-${group.id}`} className={buttonClass({ variant: "secondary" })}>
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
