import type { auth } from '@helpwire/proto';
import { AppError, requireRole, type CallContext } from '@helpwire/service-kit';
import { z } from 'zod';
import { accountNamesOf } from '../store/account-names';
import type { AuthDeps } from './deps';

export const MAX_NAMES = 50;

/**
 * Admins only: the names of some accounts (the parties of a dispute the console shows). Only names,
 * never contact details; an id that is not an account (or not a UUID) is left out.
 */
export async function getAccountNames(
  deps: Pick<AuthDeps, 'db'>,
  request: auth.GetAccountNamesRequest,
  ctx: CallContext,
): Promise<auth.GetAccountNamesResponse> {
  requireRole(ctx, 'ADMIN');
  if (request.ids.length > MAX_NAMES) throw AppError.invalid(`Ask for at most ${MAX_NAMES} accounts`, 'VALIDATION_FAILED');
  const ids = [...new Set(request.ids)].filter((id) => z.uuid().safeParse(id).success);
  return { accounts: await accountNamesOf(deps.db, ids) };
}
