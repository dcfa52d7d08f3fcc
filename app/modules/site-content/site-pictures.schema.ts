import { z } from "zod";
import { MAX_IMAGE_UPLOAD_BYTES } from "~/modules/media/image-type";
import { MAX_ALT_LENGTH, pictureMessages } from "./picture-slots";

/** The picture types the upload offers; the server reads the file's first bytes whatever it says. */
export const PICTURE_TYPES: readonly string[] = ["image/jpeg", "image/png", "image/webp", "image/avif"];

// An empty file input is sent as a nameless empty file: nothing chosen.
const noEmptyFile = (value: unknown) => (value instanceof File && value.size === 0 ? undefined : value);

/**
 * A site picture's upload form, as the server parses it: a new picture and/or the alt text
 * (absent for a decorative slot). The picture's bytes are the upload's to judge (their real
 * type, their size, each refused with its own status); whether a picture is needed depends on
 * what is stored.
 */
export const pictureUploadSchema = z.object({
  picture: z.preprocess(noEmptyFile, z.file({ error: pictureMessages.missing }).optional()),
  alt: z.string().max(MAX_ALT_LENGTH, pictureMessages.altTooLong).optional(),
});

// In the browser the same, and a wrong file named before it is sent (from what the file says it is).
const chosenPicture = z
  .file({ error: pictureMessages.missing })
  .max(MAX_IMAGE_UPLOAD_BYTES, pictureMessages.tooBig)
  .refine((file) => !file.type || PICTURE_TYPES.includes(file.type), pictureMessages.wrongType);

/** The browser's check of a slot with an uploaded picture: a new one is optional. */
export const replacePictureSchema = pictureUploadSchema.extend({
  picture: z.preprocess(noEmptyFile, chosenPicture.optional()),
});

/** The browser's check of a slot showing its artwork: the form's only meaning is an upload. */
export const firstPictureSchema = pictureUploadSchema.extend({
  picture: z.preprocess(noEmptyFile, chosenPicture),
});
