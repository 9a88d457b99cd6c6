import type { content } from '@helpwire/proto';
import { AppError, pageMeta, pageWindow, type CallContext } from '@helpwire/service-kit';
import { Texts } from '@helpwire/contracts';
import { localizeCategory } from '../domain/category-tree';
import { contentLanguage } from '../domain/localized';
import { findCategory, listSubcategories } from '../store/category-queries';
import type { ContentDeps } from './deps';

export async function listTopCategories({ catalog }: ContentDeps, ctx: CallContext): Promise<content.ListTopCategoriesResponse> {
  return { categories: await catalog.tree(contentLanguage(ctx.identity.language)) };
}

export async function listAllCategories(
  { catalog }: ContentDeps,
  request: content.ListAllCategoriesRequest,
  ctx: CallContext,
): Promise<content.ListAllCategoriesResponse> {
  const all = await catalog.flat(contentLanguage(ctx.identity.language));
  const window = pageWindow(request.page, 100, 100);
  return { categories: all.slice(window.offset, window.offset + window.limit), meta: pageMeta(window, all.length) };
}

export async function getCategory({ db }: ContentDeps, request: content.GetCategoryRequest, ctx: CallContext): Promise<content.GetCategoryResponse> {
  const row = await findCategory(db, request.id.trim());
  if (!row) throw AppError.notFound(Texts.categoryNotFound, 'CONTENT_CATEGORY_NOT_FOUND');
  const language = contentLanguage(ctx.identity.language);
  const category = localizeCategory(row, language);
  category.subcategories = (await listSubcategories(db, row.id)).map((sub) => localizeCategory(sub, language));
  return { category };
}
