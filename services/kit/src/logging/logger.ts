import pino, { type DestinationStream, type Logger } from 'pino';
import { serializeError } from './error-serializer';
import { REDACTED, redactionPaths } from './redaction';

export type { Logger } from 'pino';

export interface LoggerOptions {
  service: string;
  level?: string;
  /** Where lines go; stdout by default. Tests pass a stream to read what was logged. */
  destination?: DestinationStream;
}

/**
 * A pino logger that names its service and redacts secrets and personal data, including the
 * values of failed database queries in errors logged as `err` or `error`.
 */
export function createLogger({ service, level = 'info', destination }: LoggerOptions): Logger {
  return pino(
    {
      level,
      base: { service },
      redact: { paths: redactionPaths(), censor: REDACTED },
      serializers: { err: serializeError, error: serializeError },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}
