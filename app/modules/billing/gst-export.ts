import Papa from "papaparse";
import { neutraliseCell } from "~/modules/menu/customer-export";
import type { Gstr1Sheet } from "./gstr1";

/** All sheets in one CSV, each under its name, with a BOM so Excel reads ₹ and names right. */
export function gstr1Csv(tables: Gstr1Sheet[]): string {
  const parts = tables.map(
    (t) =>
      `${t.name}\r\n${Papa.unparse({ fields: t.header, data: t.rows.map(safeRow) }, { newline: "\r\n" })}`,
  );
  return `\uFEFF${parts.join("\r\n\r\n")}\r\n`;
}

/** Text cells that a spreadsheet would run as a formula get a leading quote (names are typed by people). */
export function safeRow(row: (string | number)[]): (string | number)[] {
  return row.map((cell) => (typeof cell === "string" ? neutraliseCell(cell) : cell));
}
