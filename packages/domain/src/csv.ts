/** The report's CSV export (`GET /private/campaigns/{id}/report.csv`). */

/** Spreadsheets run a cell that starts with these as a formula: the CSV export neutralises them (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: quoted when needed, and prefixed with `'` when a spreadsheet would read it as a formula. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\n\r,]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: readonly (string | number | null)[]): string {
  return cells.map(csvCell).join(';');
}
