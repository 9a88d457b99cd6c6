/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break; a text a
 * spreadsheet would run as a formula (= + - @, a tab or a carriage return first) is given a leading
 * apostrophe, so nothing a person typed can execute in the operator's spreadsheet.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV document: the header line, then one line per row, every cell escaped, CRLF line ends. */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** "helpwire-<what>-20261207-1005.csv" (UTC): the name of an export made at `at`. */
export function csvFileName(what: string, at: Date): string {
  const iso = at.toISOString();
  return `helpwire-${what}-${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 16).replace(':', '')}.csv`;
}
