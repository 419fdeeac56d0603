// A plain-text table: first column left-aligned, the others right-aligned.
export function formatTable(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((c) => String(c ?? '')));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const pad = (row) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [pad(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(pad)].join('\n');
}
