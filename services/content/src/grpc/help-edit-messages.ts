import type { content } from '@helpwire/proto';
import type { StoredFaq } from '../store/faq-edits';
import type { StoredTutorial } from '../store/tutorial-edits';

/** An FAQ entry as the admin edits it: both languages, hidden or not. */
export function toEditableFaqMessage(row: StoredFaq): content.EditableFaq {
  return {
    id: row.id,
    categoryId: row.categoryId ?? undefined,
    question: row.question,
    answer: row.answer,
    position: row.position,
    hidden: row.hidden,
    editedAt: row.editedAt ?? undefined,
  };
}

/** A tutorial as the admin edits it: both languages, published or not. */
export function toEditableTutorialMessage(row: StoredTutorial): content.EditableTutorial {
  return {
    id: row.id,
    slug: row.slug,
    categoryId: row.categoryId ?? undefined,
    title: row.title,
    description: row.description,
    videoUrl: row.videoUrl,
    durationSeconds: row.durationSeconds,
    published: row.published,
    editedAt: row.editedAt ?? undefined,
  };
}
