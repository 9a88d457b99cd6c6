import { RequestTexts, Texts, type ErrorEnvelope } from '@helpwire/contracts';
import { httpStatusOf, isAppError, type Logger } from '@helpwire/service-kit';
import type { NextFunction, Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { randomUUID } from 'node:crypto';

export function errorBody(statusCode: number, message: string | string[], errorId?: string): ErrorEnvelope {
  const body: ErrorEnvelope = {
    statusCode,
    message: Array.isArray(message) && message.length === 1 ? message[0]! : message,
    error: STATUS_CODES[statusCode] ?? 'Error',
  };
  if (errorId) body.errorId = errorId;
  return body;
}

/** Texts for the failures body-parser names by type. */
const PARSER_TEXTS: Record<string, string> = {
  'entity.parse.failed': RequestTexts.malformedJson,
  'entity.too.large': RequestTexts.bodyTooLarge,
  'encoding.unsupported': RequestTexts.unsupportedEncoding,
  'charset.unsupported': RequestTexts.unsupportedEncoding,
  'request.aborted': RequestTexts.aborted,
  'request.size.invalid': RequestTexts.aborted,
};

/**
 * A failure express, its router or the body parser already gave a 4xx status (http-errors'
 * `status`/`statusCode`): that status stays, with our own text for it (their messages can echo input).
 */
function clientError(error: unknown): { status: number; message: string } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode, type, code } = error as { status?: unknown; statusCode?: unknown; type?: unknown; code?: unknown };
  const httpStatus = typeof status === 'number' ? status : statusCode;
  if (typeof httpStatus !== 'number' || !Number.isInteger(httpStatus) || httpStatus < 400 || httpStatus > 499) return undefined;
  const known = typeof type === 'string' ? PARSER_TEXTS[type] : undefined;
  if (known) return { status: httpStatus, message: known };
  if (typeof code === 'string' && code.startsWith('Z_')) return { status: httpStatus, message: RequestTexts.invalidCompressedBody };
  if (error instanceof URIError) return { status: httpStatus, message: RequestTexts.malformedUrl };
  return { status: httpStatus, message: STATUS_CODES[httpStatus] ?? 'Bad Request' };
}

/**
 * The last middleware: expected failures (app errors, 4xx from the HTTP layer) keep their status;
 * anything else is logged with an error id and answered 500 with that id only (no stack, no internals).
 */
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    if (res.headersSent) {
      // The answer already began (a stream failed half-way): log it and cut the connection, so the
      // client sees a truncated response instead of waiting for the rest.
      logger.error({ err: error, errorId: randomUUID(), requestId: req.identity?.requestId }, 'failure after the answer began');
      res.destroy();
      return;
    }
    if (isAppError(error)) {
      const status = httpStatusOf(error.code);
      if (status >= 500) {
        const errorId = randomUUID();
        logger.error({ err: error, errorId, requestId: req.identity?.requestId }, 'upstream failure');
        res.status(status).json(errorBody(status, status === 503 || status === 504 ? Texts.serviceUnavailable : Texts.internalError, errorId));
        return;
      }
      res.status(status).json(errorBody(status, error.messages));
      return;
    }
    const parsed = clientError(error);
    if (parsed) {
      res.status(parsed.status).json(errorBody(parsed.status, parsed.message));
      return;
    }
    const errorId = randomUUID();
    logger.error({ err: error, errorId, requestId: req.identity?.requestId }, 'unhandled error');
    res.status(500).json(errorBody(500, Texts.internalError, errorId));
  };
}

export function notFoundHandler(_req: Request, res: Response): void {
  res.status(404).json(errorBody(404, Texts.routeNotFound));
}
