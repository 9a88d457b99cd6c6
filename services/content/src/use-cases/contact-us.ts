import { contactMessageBody } from '@helpwire/contracts';
import type { content } from '@helpwire/proto';
import { validateInput, type CallContext } from '@helpwire/service-kit';
import { createContactMessage as storeContactMessage } from '../store/contact-writes';
import type { ContentDeps } from './deps';

/** Stores a message to support (with the account that wrote it, when signed in) and announces it (helpwire.content.contact_received). */
export async function createContactMessage(
  deps: ContentDeps,
  request: content.CreateContactMessageRequest,
  ctx: CallContext,
): Promise<content.CreateContactMessageResponse> {
  const input = validateInput(contactMessageBody, request);
  const signedIn = ctx.identity.role === 'USER' || ctx.identity.role === 'HELPER' ? (ctx.identity.userId ?? null) : null;
  const row = await storeContactMessage(deps.db, { ...input, language: ctx.identity.language, accountId: signedIn });
  ctx.logger.info({ contactMessageId: row.id }, 'contact message received');
  return { id: row.id, createdAt: row.createdAt };
}
