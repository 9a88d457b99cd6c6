import { newsletterBody } from '@helpwire/contracts';
import type { content } from '@helpwire/proto';
import type { CallContext } from '@helpwire/service-kit';
import * as store from '../store/newsletter-writes';
import type { ContentDeps } from './deps';
import { validate } from './validate';

export async function subscribe(deps: ContentDeps, request: content.SubscribeRequest, ctx: CallContext): Promise<content.SubscribeResponse> {
  const { email } = validate(newsletterBody, request);
  const newlySubscribed = await store.subscribe(deps.db, email, ctx.identity.language);
  if (newlySubscribed) deps.outboxRelay.wake();
  return { newlySubscribed };
}

export async function unsubscribe(deps: ContentDeps, request: content.UnsubscribeRequest): Promise<content.UnsubscribeResponse> {
  const { email } = validate(newsletterBody, request);
  const wasSubscribed = await store.unsubscribe(deps.db, email);
  if (wasSubscribed) deps.outboxRelay.wake();
  return { wasSubscribed };
}
