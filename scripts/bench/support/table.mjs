// Plain-text tables for the console, right-aligning columns that hold figures.
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

export function printTable(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map(String));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i]?.length ?? 0)));
  const numeric = headers.map(
    // A figure with its unit, possibly marked ✗ (missed target), lines up on the right too.
    (_, i) => rows.length > 0 && rows.every((row) => /^[\d.,\s]+(kB|s|ms)?( ✗)?$|^—$/.test(String(row[i]))),
  );
  const line = (row) =>
    row
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(line(cells[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
  console.log('');
}
