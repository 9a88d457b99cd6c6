import type { Category, ContactMessage, EditableCategory, Faq, NewsletterSubscriber, ServiceOffering, Tutorial } from '@helpwire/contracts';
import { contentNames, type content } from '@helpwire/proto';
import { Money } from '@helpwire/service-kit';
import type { PageMeta } from '@helpwire/contracts';

/** gRPC messages → REST JSON: absent ids become null, Money becomes a number of cents, Timestamps ISO strings. */
export function toCategory(c: content.Category): Category {
  return {
    id: c.id,
    slug: c.slug,
    parentId: c.parentId || null,
    name: c.name,
    description: c.description,
    icon: c.icon,
    rateCentsPerMinute: Number(Money.fromProto(c.ratePerMinute).amountMinor),
    guidelines: c.guidelines,
    subCategories: c.subcategories.map(toCategory),
  };
}

export function toFaq(f: content.Faq): Faq {
  return { id: f.id, categoryId: f.categoryId || null, question: f.question, answer: f.answer };
}

export function toTutorial(t: content.Tutorial): Tutorial {
  return {
    id: t.id,
    slug: t.slug,
    categoryId: t.categoryId || null,
    title: t.title,
    description: t.description,
    videoUrl: t.videoUrl,
    durationSeconds: t.durationSeconds,
  };
}

export function toServiceOffering(s: content.Service): ServiceOffering {
  return { id: s.id, slug: s.slug, title: s.title, description: s.description, icon: s.icon };
}

export function toContactCreated(c: content.CreateContactMessageResponse): { id: string; createdAt: string } {
  return { id: c.id, createdAt: c.createdAt?.toISOString() ?? '' };
}

export function toContactMessage(m: content.ContactMessage): ContactMessage {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    language: m.language,
    accountId: m.accountId ?? null,
    createdAt: m.createdAt?.toISOString() ?? '',
    status: contentNames.contactMessageStatusNames.fromProto(m.status) ?? 'NEW',
    statusChangedAt: m.statusChangedAt?.toISOString() ?? null,
    replies: m.replies.map((reply) => ({ id: reply.id, adminId: reply.adminId, body: reply.body, createdAt: reply.createdAt?.toISOString() ?? '' })),
  };
}

export const both = (text: content.LocalizedText | undefined) => ({ en: text?.en ?? '', ar: text?.ar ?? '' });

export function toEditableCategory(c: content.EditableCategory): EditableCategory {
  return {
    id: c.id,
    slug: c.slug,
    parentId: c.parentId ?? null,
    name: both(c.name),
    description: both(c.description),
    guidelines: c.guidelines.map(both),
    rateCentsPerMinute: Number(c.ratePerMinute?.amountMinor ?? '0'),
    active: c.active,
    updatedAt: c.updatedAt?.toISOString() ?? '',
  };
}

export function toMeta(meta: content.PageMeta | undefined): PageMeta {
  return { currentPage: meta?.currentPage ?? 1, lastPage: meta?.lastPage ?? 1, total: meta?.total ?? 0 };
}

export function toNewsletterSubscriber(s: content.NewsletterSubscriber): NewsletterSubscriber {
  return { email: s.email, language: s.language, subscribedAt: s.subscribedAt?.toISOString() ?? '', unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null };
}
