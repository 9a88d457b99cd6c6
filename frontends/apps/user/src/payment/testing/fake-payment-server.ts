/**
 * Test-only: the payment routes of docs/payment-api.md answered from memory, with the sandbox's
 * test-card behaviour, for the page's component tests. Never imported by app code.
 */
import { PaymentTexts, SANDBOX_TEST_CARDS, type Card } from '@helpwire/contracts';
import { mockApi, ok, type Answer, type ApiMock } from '@helpwire/account/testing';

export const visa = (overrides: Partial<Card> = {}): Card => ({
  id: 'card-visa',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  isDefault: true,
  ...overrides,
});
export const mastercard = (overrides: Partial<Card> = {}): Card => ({
  id: 'card-mc',
  brand: 'mastercard',
  last4: '4444',
  expMonth: 3,
  expYear: 2031,
  isDefault: false,
  ...overrides,
});

const failure = (status: number, code: string, message: string): ReturnType<Answer> => [status, { statusCode: status, message, code }];

export interface FakePaymentServer extends ApiMock {
  cards: Card[];
  /** The routes the page called, in order ("POST /payment/detach-card"). */
  routes(): string[];
  bodyOf(route: string): unknown;
}

/** `overrides` replace a route's answer ("POST /api/v1/payment/sandbox/confirm-setup"). */
export function fakePaymentServer(initial: Card[] = [], overrides: Record<string, Answer> = {}): FakePaymentServer {
  const server = { cards: initial.map((card) => ({ ...card })) } as FakePaymentServer;
  const intents = new Map<string, { status: 'created' | 'requires_action' | 'succeeded'; card?: Card }>();
  let next = 1;
  const list = () => [...server.cards].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const makeDefault = (id: string) => server.cards.forEach((card) => (card.isDefault = card.id === id));
  const save = (setupIntentId: string, digits: string) => {
    const card: Card = {
      id: `card-${next++}`,
      brand: digits.startsWith('4') ? 'visa' : 'mastercard',
      last4: digits.slice(-4),
      expMonth: 12,
      expYear: 2034,
      isDefault: false,
    };
    server.cards.push(card);
    intents.set(setupIntentId, { status: 'succeeded', card });
    return card;
  };
  const intentOf = (body: unknown) => intents.get((body as { setupIntentId: string }).setupIntentId);

  const api = mockApi({
    'GET /api/v1/payment/saved-cards': () => ok(list()),
    'POST /api/v1/payment/create-setup-intent': () => {
      const setupIntentId = `seti_${next++}`;
      intents.set(setupIntentId, { status: 'created' });
      return ok({ provider: 'sandbox', setupIntentId, clientSecret: `${setupIntentId}_secret_x` });
    },
    'POST /api/v1/payment/sandbox/confirm-setup': (body) => {
      const { setupIntentId, cardNumber } = body as { setupIntentId: string; cardNumber: string };
      if (cardNumber === SANDBOX_TEST_CARDS.declined) return failure(422, 'PAYMENT_CARD_DECLINED', PaymentTexts.cardDeclined);
      if (cardNumber === SANDBOX_TEST_CARDS.requiresAuthentication) {
        intents.set(setupIntentId, { status: 'requires_action' });
        return ok({ setupIntentId, status: 'requires_action', card: null });
      }
      if (cardNumber !== SANDBOX_TEST_CARDS.succeeds) return failure(400, 'PAYMENT_NOT_TEST_CARD', PaymentTexts.notTestCard);
      return ok({ setupIntentId, status: 'succeeded', card: save(setupIntentId, cardNumber) });
    },
    'POST /api/v1/payment/sandbox/authenticate': (body) => {
      const { setupIntentId, outcome } = body as { setupIntentId: string; outcome: string };
      if (intents.get(setupIntentId)?.status !== 'requires_action') return failure(404, 'PAYMENT_SETUP_INTENT_NOT_FOUND', PaymentTexts.setupIntentNotFound);
      if (outcome === 'fail') return failure(422, 'PAYMENT_AUTHENTICATION_FAILED', PaymentTexts.authenticationFailed);
      return ok({ setupIntentId, status: 'succeeded', card: save(setupIntentId, SANDBOX_TEST_CARDS.requiresAuthentication) });
    },
    'POST /api/v1/payment/new-card-set-default': (body) => {
      const card = intentOf(body)?.card;
      if (!card) return failure(422, 'PAYMENT_SETUP_NOT_COMPLETE', PaymentTexts.setupNotComplete);
      makeDefault(card.id);
      return ok({ card, cards: list() }, PaymentTexts.cardAdded);
    },
    'POST /api/v1/payment/set-default-payment-method': (body) => {
      const card = server.cards.find((c) => c.id === (body as { cardId: string }).cardId);
      if (!card) return failure(404, 'PAYMENT_CARD_NOT_FOUND', PaymentTexts.cardNotFound);
      makeDefault(card.id);
      return ok({ card, cards: list() }, PaymentTexts.defaultCardSet);
    },
    'POST /api/v1/payment/detach-card': (body) => {
      const index = server.cards.findIndex((c) => c.id === (body as { cardId: string }).cardId);
      if (index < 0) return failure(404, 'PAYMENT_CARD_NOT_FOUND', PaymentTexts.cardNotFound);
      server.cards.splice(index, 1);
      return ok({ card: null, cards: list() }, PaymentTexts.cardRemoved);
    },
    ...overrides,
  });
  server.calls = api.calls;
  server.fetch = api.fetch;
  server.routes = () => api.calls.map((call) => call.route.replace('/api/v1', ''));
  server.bodyOf = (route) => api.calls.findLast((call) => call.route === route.replace(' /', ' /api/v1/'))?.body;
  return server;
}
