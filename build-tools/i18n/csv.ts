// RFC 4180 CSV for the review sheet (no CSV library is among the repository's dependencies): fields
// with a comma, a double quote, a line break or leading/trailing spaces are quoted, quotes doubled;
// lines end in CRLF. The file starts with a UTF-8 byte order mark, without which Excel opens UTF-8
// as the Windows code page and shows Sinhala and Tamil as mojibake (LibreOffice and Google Sheets
// accept it too).

const BOM = '\uFEFF';

const quote = (field: string): string =>
  /[",\r\n]/.test(field) || field !== field.trim() ? `"${field.replace(/"/g, '""')}"` : field;

/** Rows (the first the header) as one CSV file. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}

/**
 * A CSV file's rows, as a spreadsheet saves it: CRLF or LF line ends, quoted fields spanning lines,
 * `""` inside quotes, an optional byte order mark, and no empty last row for the final line break.
 */
export function parseCsv(text: string): string[][] {
  const src = text.startsWith(BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else field += c;
      i += 1;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' || c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      if (c === '\r' && src[i + 1] === '\n') i += 1;
    } else field += c;
    i += 1;
  }
  if (quoted) throw new Error('the CSV file ends inside a quoted field (a quote is not closed)');
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  // A spreadsheet may add rows with no cells filled at the end.
  return rows.filter((r) => r.some((cell) => cell !== ''));
}
