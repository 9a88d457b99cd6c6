import type { apiOf } from './accounts';

const SANDBOX_CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Sara User' };

/**
 * A signed-up user with a default sandbox card (what a call needs), made through the payment routes;
 * 4242 by default. A card that asks for 3-D Secure (3155, 3184) has its setup's step approved, as
 * the web's challenge would.
 */
export async function withDefaultCard<U extends { token: string }>(
  post: ReturnType<typeof apiOf>['post'],
  user: U,
  cardNumber = SANDBOX_CARD.cardNumber,
): Promise<U> {
  const setup = await post('/payment/create-setup-intent', {}, user.token);
  const confirmed = await post('/payment/sandbox/confirm-setup', { ...setup.body.data, ...SANDBOX_CARD, cardNumber }, user.token);
  if (confirmed.body.data?.status === 'requires_action') await post('/payment/sandbox/authenticate', { ...setup.body.data, outcome: 'approve' }, user.token);
  const made = await post('/payment/new-card-set-default', { setupIntentId: setup.body.data.setupIntentId }, user.token);
  if (made.status !== 200) throw new Error(`no default card: ${made.status}`);
  return user;
}
