/** The tables on each QR sheet: one each, or four (the last sheet may have fewer). */
export function qrSheets<T>(tables: readonly T[], perSheet: 1 | 4): T[][] {
  const sheets: T[][] = [];
  for (let i = 0; i < tables.length; i += perSheet) sheets.push(tables.slice(i, i + perSheet));
  return sheets;
}
