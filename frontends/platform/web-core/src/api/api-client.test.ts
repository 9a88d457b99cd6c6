/** @jest-environment jsdom */
import { routes } from '@helpwire/contracts/routes';
import { useToasts } from '../store/toasts';
import { api } from './api-client';

type FetchArgs = [input: URL | string, init: RequestInit & { headers: Record<string, string> }];
let fetchMock: jest.Mock<Promise<Response>, FetchArgs>;

const answer = (data: unknown) => ({ ok: true, status: 200, json: async () => ({ statusCode: 200, message: 'Success', data }) }) as unknown as Response;
const sent = () => {
  const [input, init] = fetchMock.mock.calls.at(-1)!;
  return { url: new URL(String(input)), method: init.method, body: init.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown) };
};

beforeEach(() => {
  localStorage.clear();
  useToasts.setState({ toasts: [] });
  fetchMock = jest.fn<Promise<Response>, FetchArgs>(async () => answer({ ok: true }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('api(route, input): the typed client over the route catalogue', () => {
  it('sends a body route’s input as its JSON body, with the catalogue’s method and path', async () => {
    await api(routes.auth.login, { identifier: 'maya@example.com', password: 'Str0ng!pass' });
    expect(sent()).toMatchObject({ method: 'POST', body: { identifier: 'maya@example.com', password: 'Str0ng!pass' } });
    expect(sent().url.pathname).toBe('/api/v1/auth/login');
    await api(routes.helpers.delete, { password: 'x' });
    expect(sent()).toMatchObject({ method: 'DELETE', body: { password: 'x' } });
    expect(sent().url.pathname).toBe('/api/v1/helpers/delete');
  });

  it('sends a GET route’s input as its query, and no body', async () => {
    await api(routes.content.faqs, { categoryId: 'diy-repairs', limit: 50 });
    expect(sent()).toMatchObject({ method: 'GET', body: undefined });
    expect(sent().url.pathname).toBe('/api/v1/content/findFaq');
    expect(Object.fromEntries(sent().url.searchParams)).toEqual({ categoryId: 'diy-repairs', limit: '50' });
  });

  it('fills :name path parameters from the input (encoded) and keeps them out of the query', async () => {
    await api(routes.categories.byIdInPath, { id: 'diy repairs/x' });
    expect(sent().url.pathname).toBe('/api/v1/category/getCategoryById/diy%20repairs%2Fx');
    expect(sent().url.search).toBe('');
  });

  it('a route without input sends an empty JSON body on POST and nothing on GET; options pass through', async () => {
    await api(routes.auth.logout, undefined, { toastErrors: false });
    expect(sent()).toMatchObject({ method: 'POST', body: {} });
    await api(routes.newsletter.subscribe, { email: 'a+b@example.com' }, { query: { email: 'a+b@example.com' } });
    expect(sent()).toMatchObject({ method: 'POST', body: { email: 'a+b@example.com' } });
    expect(sent().url.searchParams.get('email')).toBe('a+b@example.com');
  });

  it('answers the envelope whose data has the route’s response type', async () => {
    fetchMock.mockResolvedValueOnce(answer({ isAvailable: true }));
    const { data } = await api(routes.helpers.available, { isAvailable: true });
    const available: boolean = data.isAvailable;
    expect(available).toBe(true);
  });
});
