import pino from 'pino';
import { REDACTED } from './redaction';

/**
 * Fields of a failed database query that hold data: the bound values (drizzle, PGlite: `params`;
 * others: `parameters`, `values`), the statement (`query`), and PostgreSQL's `detail` and `where`,
 * which quote the row ("Key (email)=(…)", "Failing row contains (…)").
 */
const QUERY_DATA_FIELDS = ['params', 'parameters', 'values', 'query', 'detail', 'where', 'internalQuery'] as const;

/** PostgreSQL's five-character error codes, e.g. 23505 (unique violation). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The error and its causes, outermost first (bounded: a cause chain can loop). */
function causeChain(error: Error): Error[] {
  const chain: Error[] = [];
  for (let current: unknown = error; current instanceof Error && chain.length < 10 && !chain.includes(current); current = current.cause) chain.push(current);
  return chain;
}

/** The strings a failed query carried, anywhere in the chain: each is cut out of messages and stacks. */
function queryData(chain: Error[]): string[] {
  const found = new Set<string>();
  for (const error of chain) {
    const fields = error as unknown as Record<string, unknown>;
    for (const field of QUERY_DATA_FIELDS) {
      for (const value of [fields[field]].flat()) {
        if (typeof value === 'string' && value.length >= 3) found.add(value);
        else if (typeof value === 'number' || typeof value === 'bigint') found.add(String(value));
      }
    }
  }
  // Longest first, so a value containing another is cut whole.
  return [...found].filter((value) => value.length >= 3).sort((a, b) => b.length - a.length);
}

function scrub(text: string, data: string[]): string {
  let safe = text;
  for (const value of data) safe = safe.split(value).join(REDACTED);
  return safe;
}

/** An error's own message without drizzle's values line ("Failed query: <sql>\nparams: <values>"). */
function ownMessage(error: Error): string {
  return error.message.replace(/\nparams: [\s\S]*$/, '');
}

/**
 * pino's error serializer (type, message, stack, causes, own fields) without what a failed query
 * carries: no bound values, statement, row detail, nor those values quoted in a message or stack.
 * The SQL error code, severity, constraint and the database's message stay, to diagnose by.
 */
export function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown;
  if (!(error instanceof Error) || typeof serialized !== 'object' || serialized === null) return serialized;
  const fields = serialized as Record<string, unknown>;
  const chain = causeChain(error);
  const data = queryData(chain);
  for (const field of QUERY_DATA_FIELDS) delete fields[field];
  // As pino writes them (each cause's message and stack appended), from the scrubbed parts.
  fields.message = scrub(chain.map(ownMessage).join(': '), data);
  fields.stack = scrub(chain.map((e) => (e.stack ?? '').replace(e.message, ownMessage(e))).join('\ncaused by: '), data);
  // The database's error (often the cause) names its SQLSTATE in `code`, a field the log redaction
  // hides (one-time codes share the name): it is logged as `sqlState`.
  const sqlState = chain.map((e) => (e as { code?: unknown }).code).find((code) => typeof code === 'string' && SQLSTATE.test(code));
  if (sqlState) fields.sqlState = sqlState;
  return fields;
}

/** An error's message as a log may show it (without a failed query's values), for plain-text output. */
export function safeErrorMessage(error: unknown): string {
  const serialized = serializeError(error);
  if (typeof serialized === 'object' && serialized !== null && typeof (serialized as { message?: unknown }).message === 'string') {
    return (serialized as { message: string }).message;
  }
  return String(error);
}
