import type { content } from '@helpwire/proto';
import { AppError, pageMeta, pageWindow, type CallContext } from '@helpwire/service-kit';
import { Texts } from '@helpwire/contracts';
import { contentLanguage, pick } from '../domain/localized';
import { findCategory } from '../store/category-queries';
import { listFaqs as queryFaqs, listOfferings, listTutorials as queryTutorials } from '../store/help-content-queries';
import type { ContentDeps } from './deps';

/** The category id for a ref, or null for "no category"; unknown refs are a 404. */
async function resolveCategoryId({ db }: ContentDeps, ref: string | undefined): Promise<string | null> {
  if (!ref?.trim()) return null;
  const category = await findCategory(db, ref.trim());
  if (!category) throw AppError.notFound(Texts.categoryNotFound, 'CONTENT_CATEGORY_NOT_FOUND');
  return category.id;
}

export async function listFaqs(deps: ContentDeps, request: content.ListFaqsRequest, ctx: CallContext): Promise<content.ListFaqsResponse> {
  const language = contentLanguage(ctx.identity.language);
  const window = pageWindow(request.page, 50);
  const { rows, total } = await queryFaqs(deps.db, await resolveCategoryId(deps, request.categoryId), window);
  return {
    faqs: rows.map((row) => ({
      id: row.id,
      categoryId: row.categoryId ?? undefined,
      question: pick(row.question, language),
      answer: pick(row.answer, language),
    })),
    meta: pageMeta(window, total),
  };
}

export async function listTutorials(deps: ContentDeps, request: content.ListTutorialsRequest, ctx: CallContext): Promise<content.ListTutorialsResponse> {
  const language = contentLanguage(ctx.identity.language);
  const window = pageWindow(request.page, 20);
  const { rows, total } = await queryTutorials(deps.db, await resolveCategoryId(deps, request.categoryId), window);
  return {
    tutorials: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      categoryId: row.categoryId ?? undefined,
      title: pick(row.title, language),
      description: pick(row.description, language),
      videoUrl: row.videoUrl,
      durationSeconds: row.durationSeconds,
    })),
    meta: pageMeta(window, total),
  };
}

export async function listServices({ db }: ContentDeps, ctx: CallContext): Promise<content.ListServicesResponse> {
  const language = contentLanguage(ctx.identity.language);
  const rows = await listOfferings(db);
  return {
    services: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: pick(row.title, language),
      description: pick(row.description, language),
      icon: row.icon,
    })),
  };
}
