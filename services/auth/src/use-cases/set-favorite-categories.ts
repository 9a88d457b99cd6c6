import { AuthTexts, favoriteCategoriesBody } from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import { AppError, validateInput, type CallContext } from '@helpwire/service-kit';
import { ServiceTexts } from '../domain/service-texts';
import { toUserMessage } from '../grpc/user-messages';
import { findAccountById, lockRole } from '../store/account-queries';
import { setFavoriteCategories as writeFavorites } from '../store/account-writes';
import type { AuthDeps } from './deps';
import { signedIn } from './sessions';

/**
 * PUT /users/favoriteCategories (spec §3 favoriteCategories, §6 "manage favorites"): the signed-in
 * user's favourite categories, replaced by the list given in its order (duplicates dropped; the
 * gateway has checked the slugs against the catalogue). Only that field of the profile is written,
 * so a profile edit at the same moment keeps its own fields.
 */
export async function setFavoriteCategories(
  deps: AuthDeps,
  request: auth.SetFavoriteCategoriesRequest,
  ctx: CallContext,
): Promise<auth.SetFavoriteCategoriesResponse> {
  const { userId, role } = signedIn(ctx);
  if (role !== 'USER') throw new AppError('PERMISSION_DENIED', AuthTexts.roleNotAllowed, 'ROLE_NOT_ALLOWED');
  const { favoriteCategories } = validateInput(favoriteCategoriesBody, { favoriteCategories: request.favoriteCategories });
  await deps.db.transaction(async (tx) => {
    // A deletion that committed since the session was checked leaves no role: nothing is written.
    if (!(await lockRole(tx, userId, role))) throw new AppError('UNAUTHENTICATED', ServiceTexts.sessionRequired, 'SESSION_REQUIRED');
    await writeFavorites(tx, userId, favoriteCategories);
  });
  const account = await findAccountById(deps.db, userId);
  if (!account) throw new AppError('UNAUTHENTICATED', ServiceTexts.sessionRequired, 'SESSION_REQUIRED');
  return { user: toUserMessage(account, role) };
}
