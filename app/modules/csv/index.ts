// The shared CSV cell (issue 28 item 19): every export writes its cells through here, so audit,
// reservations and table bookings need nothing from the menu module.

/**
 * A spreadsheet runs cells that start with = + - @ (or a tab / carriage return) as formulas;
 * a leading apostrophe keeps them text (OWASP CSV injection).
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Every cell quoted, inner quotes doubled (spec 9). */
export function csvCell(value: string | number): string {
  return `"${neutraliseCell(String(value)).replace(/"/g, '""')}"`;
}
