/** A Markdown table whose columns line up in a terminal too; `rightAligned` holds column indexes. */
export function table(header: string[], rows: string[][], rightAligned: Set<number> = new Set()): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${widths.map((width, i) => (rightAligned.has(i) ? (cells[i] ?? '').padStart(width) : (cells[i] ?? '').padEnd(width))).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => (rightAligned.has(i) ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
