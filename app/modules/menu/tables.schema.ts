import { z } from "zod";

z.config({ jitless: true });

/** Issue 18: a table's name as staff type it (T1, Pavilion 2): 1 to 40 characters after trimming. */
export const TABLE_NAME_MAX = 40;

export const tableMessages = {
  nameRequired: "Table name is required.",
  nameTooLong: `Table names must be at most ${TABLE_NAME_MAX} characters.`,
  duplicate: (name: string) => `A table named "${name}" already exists.`,
  notFound: "That table no longer exists.",
} as const;

// Conform sends a blank field as missing: it gets the same message as an empty one.
export const tableNameSchema = z
  .string({ error: tableMessages.nameRequired })
  .trim()
  .min(1, tableMessages.nameRequired)
  .max(TABLE_NAME_MAX, tableMessages.nameTooLong);

export const addTableSchema = z.object({ name: tableNameSchema });
export const renameTableSchema = z.object({
  id: z.string({ error: tableMessages.notFound }),
  name: tableNameSchema,
});

/** 'Print QR codes': one table per A4 sheet, or four. */
export const qrLayouts = [1, 4] as const;
