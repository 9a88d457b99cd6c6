import { contentNames, type content } from '@helpwire/proto';
import type { ContactThread } from '../store/contact-inbox';

const statuses = contentNames.contactMessageStatusNames;

/** A message to support with its replies, as the console reads it. */
export function toContactMessage(row: ContactThread): content.ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    language: row.language,
    accountId: row.accountId ?? undefined,
    createdAt: row.createdAt,
    status: statuses.toProto(row.status),
    statusChangedAt: row.statusChangedAt ?? undefined,
    replies: row.replies.map(({ id, adminId, body, createdAt }) => ({ id, adminId, body, createdAt })),
  };
}
