/**
 * /api/docs/viewer: the readable view of the OpenAPI document, served by the gateway from its own
 * files under its Content-Security-Policy, rendered by a real browser without a CSP violation.
 * The gateway alone (its upstreams need not run: the page and the document call none of them).
 */
import { gatewayEnv, startGateway, type RunningGateway } from '@helpwire/gateway';
import { contentSecurityPolicy } from '@helpwire/security-headers';
import { silentLogger } from '@helpwire/service-kit/testing';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor, screenshot } from './browser';

interface OpenApiDocument {
  paths: Record<string, Record<string, { summary?: string; parameters?: { name: string }[] }>>;
}

describe('the API docs viewer', () => {
  let gateway: RunningGateway;
  let base: string;
  let browser: Browser;
  let document: OpenApiDocument;

  beforeAll(async () => {
    const config = gatewayEnv.parse({ PORT: '0', HOST: '127.0.0.1', METRICS_PORT: '0', LOG_LEVEL: 'silent', LOG_REQUESTS: 'false' });
    // Each is kept as soon as it is up, so afterAll stops it even when the other failed to start.
    await Promise.all([startGateway(config, silentLogger).then((started) => (gateway = started)), launchBrowser().then((started) => (browser = started))]);
    base = `http://127.0.0.1:${gateway.port}`;
    document = (await (await fetch(`${base}/api/docs`)).json()) as OpenApiDocument;
  });

  afterAll(async () => {
    await browser?.close();
    await gateway?.stop();
  });

  it('is a page of the gateway’s own files, with its Content-Security-Policy and no inline code', async () => {
    const page = await fetch(`${base}/api/docs/viewer`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    const html = await page.text();
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|\sstyle=|\son\w+=/);
    expect([...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url).filter((url) => !url!.startsWith('/'))).toEqual([]);
    for (const file of ['viewer.js', 'viewer.css']) {
      const asset = await fetch(`${base}/api/docs/viewer/${file}`);
      expect({ file, status: asset.status, csp: asset.headers.get('content-security-policy') }).toEqual({ file, status: 200, csp: contentSecurityPolicy() });
    }
  });

  it('renders every route with its method, path, parameters and responses in a browser, blocking nothing', async () => {
    const page = await (await newVisitor(browser, { baseURL: base })).newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused/i.test(message.text())) violations.push(message.text());
    });
    page.on('pageerror', (error) => violations.push(error.message));
    await page.goto(`${base}/api/docs/viewer`);
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => ({ path, method, operation: item[method]! })),
    );
    await page
      .locator('details.operation')
      .nth(operations.length - 1)
      .waitFor();
    expect(await page.locator('details.operation').count()).toBe(operations.length);

    // One route with a path parameter: its line and, opened, its parameters and responses.
    const withParameter = operations.find((o) => o.path.includes('{') && o.operation.parameters?.length)!;
    const row = page
      .locator('details.operation', { has: page.locator('.path', { hasText: new RegExp(`^${withParameter.path.replace(/[{}]/g, '\\$&')}$`) }) })
      .filter({ has: page.locator(`.method-${withParameter.method}`) });
    await expect(row.locator('summary').first().innerText()).resolves.toContain(withParameter.method.toUpperCase());
    await row.locator('summary').first().click();
    const parameterNames = await row.locator('table.parameters td:first-child').allInnerTexts();
    expect(parameterNames).toEqual(withParameter.operation.parameters!.map((p) => p.name));
    await expect(row.locator('details.response summary').first().innerText()).resolves.toMatch(/^2\d\d /);

    // The filter keeps only the matching routes.
    await page.fill('#filter', 'login');
    const shown = await page.locator('details.operation:not([hidden]) .path').allInnerTexts();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((path) => path.includes('login'))).toBe(true);
    await page.fill('#filter', '');
    await screenshot(page, 'api-docs-viewer', { fullPage: false });
    expect(violations).toEqual([]);
    await page.close();
  });
});
