import { newsletterBody } from '@helpwire/contracts';
import type { content } from '@helpwire/proto';
import { validateInput, type CallContext } from '@helpwire/service-kit';
import * as store from '../store/newsletter-writes';
import type { ContentDeps } from './deps';

export async function subscribe(deps: ContentDeps, request: content.SubscribeRequest, ctx: CallContext): Promise<content.SubscribeResponse> {
  const { email } = validateInput(newsletterBody, request);
  const newlySubscribed = await store.subscribe(deps.db, email, ctx.identity.language);
  return { newlySubscribed };
}

export async function unsubscribe(deps: ContentDeps, request: content.UnsubscribeRequest): Promise<content.UnsubscribeResponse> {
  const { email } = validateInput(newsletterBody, request);
  const wasSubscribed = await store.unsubscribe(deps.db, email);
  return { wasSubscribed };
}
