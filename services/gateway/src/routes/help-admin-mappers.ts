import type { EditableFaq, EditableTutorial } from '@helpwire/contracts';
import type { content } from '@helpwire/proto';
import { both } from './content-mappers';

export function toEditableFaq(faq: content.EditableFaq): EditableFaq {
  return {
    id: faq.id,
    categoryId: faq.categoryId ?? null,
    question: both(faq.question),
    answer: both(faq.answer),
    position: faq.position,
    hidden: faq.hidden,
    editedAt: faq.editedAt?.toISOString() ?? null,
  };
}

export function toEditableTutorial(tutorial: content.EditableTutorial): EditableTutorial {
  return {
    id: tutorial.id,
    slug: tutorial.slug,
    categoryId: tutorial.categoryId ?? null,
    title: both(tutorial.title),
    description: both(tutorial.description),
    videoUrl: tutorial.videoUrl,
    durationSeconds: tutorial.durationSeconds,
    published: tutorial.published,
    editedAt: tutorial.editedAt?.toISOString() ?? null,
  };
}
