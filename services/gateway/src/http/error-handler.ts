import { Texts, type ErrorEnvelope } from '@helpwire/contracts';
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

/** Body-parser failures carry an HTTP status and a type. */
function parserError(error: unknown): { status: number; message: string } | undefined {
  if (typeof error !== 'object' || error === null || !('type' in error)) return undefined;
  const type = (error as { type: string }).type;
  if (type === 'entity.parse.failed') return { status: 400, message: 'Malformed JSON body' };
  if (type === 'entity.too.large') return { status: 413, message: 'Request body is too large' };
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') return { status: 415, message: 'Unsupported body encoding' };
  return undefined;
}

/**
 * The last middleware: expected failures keep their message and status; anything else is logged
 * with an error id and answered 500 with that id only (no stack, no internals).
 */
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    if (res.headersSent) return;
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
    const parsed = parserError(error);
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
