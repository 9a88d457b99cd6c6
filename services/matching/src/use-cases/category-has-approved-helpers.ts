import type { matching } from '@helpwire/proto';
import { ValidationTexts } from '@helpwire/contracts';
import { validateInput } from '@helpwire/service-kit';
import { z } from 'zod';
import { categoryHasApprovedHelper } from '../store/helper-queries';
import type { MatchingDeps } from './deps';

const input = z.object({ categoryId: z.string().trim().min(1, ValidationTexts.invalidId).max(100, ValidationTexts.invalidId) });

/** Whether the category has an approved helper at all ("No helper exists in this Category." when not). */
export async function categoryHasApprovedHelpers(
  deps: MatchingDeps,
  request: matching.CategoryHasApprovedHelpersRequest,
): Promise<matching.CategoryHasApprovedHelpersResponse> {
  const { categoryId } = validateInput(input, request);
  return { hasApprovedHelpers: await categoryHasApprovedHelper(deps.db, categoryId) };
}
