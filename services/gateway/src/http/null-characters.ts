import { ValidationTexts } from '@helpwire/contracts';
import { AppError } from '@helpwire/service-kit';
import type { NextFunction, Request, Response } from 'express';

/** True when a string anywhere in `value` (keys included) holds U+0000; walks without recursion. */
function holdsNullCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000 (the insert fails as a 500), and no form of the product needs
 * it: any JSON body, query string or path carrying one is refused with a 400 before a route runs.
 */
export function rejectNullCharacters(req: Request, _res: Response, next: NextFunction): void {
  if (/%00/i.test(req.path) || holdsNullCharacter(req.query) || holdsNullCharacter(req.body)) {
    return next(AppError.invalid(ValidationTexts.nullCharacter, 'REQUEST_NULL_CHARACTER'));
  }
  next();
}
