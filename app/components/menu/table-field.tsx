/**
 * Issue 18: the table of the QR code the guest scanned travels with the visitor form (also
 * without JavaScript). The server checks it again; an unknown or removed table is ignored.
 */
export function TableField({ tableId }: { tableId: string | null }) {
  return tableId ? <input type="hidden" name="table" value={tableId} /> : null;
}
