import { RequestTexts, Texts, type ErrorEnvelope, type ErrorReason } from '@helpwire/contracts';
import { httpStatusOf, isAppError, type Logger } from '@helpwire/service-kit';
import type { NextFunction, Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { randomUUID } from 'node:crypto';

/**
 * The error envelope: the spec's `{ statusCode, message, error, errorId? }` plus `code`, the stable
 * reason (decision 0016). `reasons` names each message's reason; `codes` is sent only when a list
 * of messages has more than one reason.
 */
export function errorBody(statusCode: number, message: string | string[], reasons: ErrorReason | ErrorReason[], errorId?: string): ErrorEnvelope {
  const codes = Array.isArray(reasons) ? reasons : [reasons];
  const body: ErrorEnvelope = {
    statusCode,
    message: Array.isArray(message) && message.length === 1 ? message[0]! : message,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code: codes[0] ?? 'INTERNAL',
  };
  if (Array.isArray(message) && message.length > 1 && new Set(codes).size > 1) body.codes = codes;
  if (errorId) body.errorId = errorId;
  return body;
}

/** Texts and reasons for the failures body-parser names by type. */
const PARSER_FAILURES: Record<string, { message: string; reason: ErrorReason }> = {
  'entity.parse.failed': { message: RequestTexts.malformedJson, reason: 'REQUEST_MALFORMED_JSON' },
  'entity.too.large': { message: RequestTexts.bodyTooLarge, reason: 'REQUEST_BODY_TOO_LARGE' },
  'encoding.unsupported': { message: RequestTexts.unsupportedEncoding, reason: 'REQUEST_UNSUPPORTED_ENCODING' },
  'charset.unsupported': { message: RequestTexts.unsupportedEncoding, reason: 'REQUEST_UNSUPPORTED_ENCODING' },
  'request.aborted': { message: RequestTexts.aborted, reason: 'REQUEST_ABORTED' },
  'request.size.invalid': { message: RequestTexts.aborted, reason: 'REQUEST_ABORTED' },
};

/**
 * A failure express, its router or the body parser already gave a 4xx status (http-errors'
 * `status`/`statusCode`): that status stays, with our own text for it (their messages can echo input).
 */
function clientError(error: unknown): { status: number; message: string; reason: ErrorReason } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode, type, code } = error as { status?: unknown; statusCode?: unknown; type?: unknown; code?: unknown };
  const httpStatus = typeof status === 'number' ? status : statusCode;
  if (typeof httpStatus !== 'number' || !Number.isInteger(httpStatus) || httpStatus < 400 || httpStatus > 499) return undefined;
  const known = typeof type === 'string' ? PARSER_FAILURES[type] : undefined;
  if (known) return { status: httpStatus, ...known };
  if (typeof code === 'string' && code.startsWith('Z_'))
    return { status: httpStatus, message: RequestTexts.invalidCompressedBody, reason: 'REQUEST_INVALID_COMPRESSED_BODY' };
  if (error instanceof URIError) return { status: httpStatus, message: RequestTexts.malformedUrl, reason: 'REQUEST_MALFORMED_URL' };
  return { status: httpStatus, message: STATUS_CODES[httpStatus] ?? 'Bad Request', reason: 'BAD_REQUEST' };
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
        const unavailable = status === 503 || status === 504;
        res
          .status(status)
          .json(errorBody(status, unavailable ? Texts.serviceUnavailable : Texts.internalError, unavailable ? 'UNAVAILABLE' : 'INTERNAL', errorId));
        return;
      }
      res.status(status).json(errorBody(status, error.messages, error.reasons));
      return;
    }
    const parsed = clientError(error);
    if (parsed) {
      res.status(parsed.status).json(errorBody(parsed.status, parsed.message, parsed.reason));
      return;
    }
    const errorId = randomUUID();
    logger.error({ err: error, errorId, requestId: req.identity?.requestId }, 'unhandled error');
    res.status(500).json(errorBody(500, Texts.internalError, 'INTERNAL', errorId));
  };
}

export function notFoundHandler(_req: Request, res: Response): void {
  res.status(404).json(errorBody(404, Texts.routeNotFound, 'ROUTE_NOT_FOUND'));
}
