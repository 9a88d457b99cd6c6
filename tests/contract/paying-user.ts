import type { apiOf } from './accounts';

const SANDBOX_CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Sara User' };

/** A signed-up user with a default sandbox card (what a call needs), made through the payment routes. */
export async function withDefaultCard<U extends { token: string }>(post: ReturnType<typeof apiOf>['post'], user: U): Promise<U> {
  const setup = await post('/payment/create-setup-intent', {}, user.token);
  await post('/payment/sandbox/confirm-setup', { ...setup.body.data, ...SANDBOX_CARD }, user.token);
  const made = await post('/payment/new-card-set-default', { setupIntentId: setup.body.data.setupIntentId }, user.token);
  if (made.status !== 200) throw new Error(`no default card: ${made.status}`);
  return user;
}
