import { signInAdminWithSecondFactor } from '@helpwire/auth/testing';

/** The product's REST API as the e2e suites drive it around the browsers: sign-ins, cards, availability. */
export interface DemoApi {
  call<T = unknown>(path: string, token: string, body?: unknown, method?: string): Promise<{ status: number; data: T }>;
  /** Signs in (`/auth/login` for users, `/auth/login/helper` for helpers) and answers the token and account id. */
  signIn(path: '/auth/login' | '/auth/login/helper', identifier: string, password: string): Promise<{ token: string; id: string }>;
  /**
   * Signs an admin in with the second factor (decision 0064): enrols TOTP on the first sign-in with the
   * code computed from the secret offered, sends the current code later. The one way the e2e suites
   * sign an admin in through the API.
   */
  signInAdmin(identifier: string, password: string): Promise<{ token: string; id: string }>;
  /** A default sandbox test card, added as the Payment Methods page adds one. */
  addDefaultCard(token: string): Promise<void>;
  /** Waits until a user's instant-match search (from `place`) finds the helper: auth's events reach matching asynchronously. */
  waitUntilMatchable(userToken: string, helperId: string, categoryId: string, place: { latitude: number; longitude: number }): Promise<void>;
}

export function demoApi(baseUrl: string): DemoApi {
  const call: DemoApi['call'] = async (path, token, body, method = body === undefined ? 'GET' : 'POST') => {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { data: never };
    return { status: response.status, data: envelope.data };
  };
  return {
    call,
    async signIn(path, identifier, password) {
      const { status, data } = await call<{ token: string; user: { id: string } }>(path, '', { identifier, password });
      if (status !== 200) throw new Error(`${identifier} could not sign in at ${path}: ${status}`);
      return { token: data.token, id: data.user.id };
    },
    async signInAdmin(identifier, password) {
      const post = async (path: string, body: unknown) => {
        const { status, data } = await call(path, '', body);
        return { status, body: { data } };
      };
      const { token, user } = await signInAdminWithSecondFactor(post, baseUrl, identifier, password);
      return { token, id: user.id };
    },
    async addDefaultCard(token) {
      const intent = (await call<{ setupIntentId: string; clientSecret: string }>('/payment/create-setup-intent', token, {})).data;
      const confirmed = await call('/payment/sandbox/confirm-setup', token, {
        ...intent,
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: 2034,
        cvc: '123',
      });
      const made = await call('/payment/new-card-set-default', token, { setupIntentId: intent.setupIntentId });
      if (confirmed.status !== 200 || made.status !== 200) throw new Error(`the sandbox card was not added: ${confirmed.status}, ${made.status}`);
    },
    async waitUntilMatchable(userToken, helperId, categoryId, { latitude, longitude }) {
      const query = `/call/findHelper?categoryId=${categoryId}&latitude=${latitude}&longitude=${longitude}`;
      for (let attempt = 0; ; attempt++) {
        const found = await call<{ helpers: { helperId: string }[] }>(query, userToken);
        if (found.status === 200 && found.data.helpers.some((h) => h.helperId === helperId)) return;
        if (attempt > 150) throw new Error(`the helper never became matchable: ${JSON.stringify(found)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
}
