/**
 * A PostgreSQL array literal of text values ('{"a","b\\"c",NULL}'), passed as one parameter and cast
 * in the query (`$1::text[]`, `::uuid[]`, `::bigint[]`): a batch of any size is a handful of
 * parameters, on node-postgres and PGlite alike.
 */
export function arrayLiteral(values: readonly (string | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)).join(',')}}`;
}
