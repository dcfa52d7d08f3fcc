import type { SubmissionResult } from "@conform-to/react";

/** The admin panel's POST intents, shared by the route's action and its forms. */
export const adminIntents = [
  "create-item",
  "update-item",
  "delete-item",
  "set-stock",
  "create-category",
  "update-category",
  "delete-category",
  "save-info",
  // Issue 18
  "add-table",
  "rename-table",
  "remove-table",
  "move-item",
  "move-category",
  "save-retention",
  // Issue 29
  "table-code",
] as const;
export type AdminIntent = (typeof adminIntents)[number];

/** The spec's four tabs, then issue 18's Tables and Guests' data. */
export const adminTabs = ["items", "stats", "customerEntries", "restaurant", "tables", "guestData"] as const;
export type AdminTab = (typeof adminTabs)[number];

export const adminTabLabels: Record<AdminTab, string> = {
  items: "Menu Items",
  stats: "Statistics",
  customerEntries: "Customer Entries",
  restaurant: "Restaurant Info",
  tables: "Tables",
  guestData: "Guests' Data",
};

/**
 * What an admin POST answers: a success or an error for the toast; a form's refusal also carries
 * Conform's reply (`submission`), which puts each message under its field.
 */
export type AdminActionResult =
  | {
      ok: true;
      intent: AdminIntent;
      message: string;
      /** Issue 29 item 12: the item create-item added (its photo is sent next). */
      itemId?: string;
      /** Issue 29 item 7: a table code, shown to staff once (only its hash is kept). */
      tableCode?: { code: string; tableName: string; expiresAt: string };
    }
  | { ok: false; intent: AdminIntent | null; error: string; submission?: SubmissionResult<string[]> };
