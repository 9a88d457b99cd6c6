import { contactMessageBody } from '@helpwire/contracts';
import type { content } from '@helpwire/proto';
import { validateInput, type CallContext } from '@helpwire/service-kit';
import { createContactMessage as storeContactMessage } from '../store/contact-writes';
import type { ContentDeps } from './deps';

/** Stores a visitor's message and announces it (helpwire.content.contact_received). */
export async function createContactMessage(
  deps: ContentDeps,
  request: content.CreateContactMessageRequest,
  ctx: CallContext,
): Promise<content.CreateContactMessageResponse> {
  const input = validateInput(contactMessageBody, request);
  const row = await storeContactMessage(deps.db, { ...input, language: ctx.identity.language });
  ctx.logger.info({ contactMessageId: row.id }, 'contact message received');
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}
