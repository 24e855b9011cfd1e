/**
 * CSV parsing for the import wizard: RFC 4180 quoting with a configurable delimiter and
 * enclosure, CRLF or LF line ends, blank lines skipped.
 */

/** Parses CSV text into rows of cells. */
export function parseCsv(text: string, delimiter = ',', enclosure = '"'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [],
    cell = '',
    quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (enclosure && ch === enclosure) {
        if (src[i + 1] === enclosure) {
          cell += ch;
          i++;
        } else quoted = false;
      } else cell += ch;
    } else if (enclosure && ch === enclosure && cell === '') quoted = true;
    else if (ch === delimiter) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      cell = '';
      if (row.some((c) => c.trim() !== '')) rows.push(row);
      row = [];
    } else cell += ch;
  }
  row.push(cell);
  if (row.some((c) => c.trim() !== '')) rows.push(row);
  return rows;
}
