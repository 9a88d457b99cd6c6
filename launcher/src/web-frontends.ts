import { pageOrigins, securityHeadersMiddleware, type PageRuntimeConfig } from '@helpwire/security-headers';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderedPages } from './prerendered-pages';

export const WEB_AREAS = ['public', 'user', 'helper', 'admin'] as const;

export interface WebFrontendOptions {
  /** The repository root (frontends/apps/<app>/dist are served from it). */
  root: string;
  ga4MeasurementId?: string;
  machineTranslationScript?: string;
  /** How the web adds cards (`paymentsRuntimeConfigSchema`: the sandbox form, or Stripe Elements with the publishable key). */
  payments?: { provider: 'sandbox' | 'stripe'; publishableKey?: string };
  /**
   * A runtime-config.json file served as is (the web image's, mounted from the chart's values);
   * without it the config is made from the options above.
   */
  runtimeConfigFile?: string;
}

const noCache = (res: express.Response) => res.setHeader('Cache-Control', 'no-cache');

/** Hashed assets are immutable; entry points (HTML, manifests, remoteEntry.js) are revalidated. */
function staticFiles(dir: string): RequestHandler {
  return express.static(dir, {
    index: false,
    setHeaders: (res, path) => {
      if (/\/assets\/.+\.[0-9a-f]{10}\.\w+$/.test(path) || /\/assets\/.+\.[0-9a-f]{10}\.\w+\.map$/.test(path)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        noCache(res);
      }
    },
  });
}

/**
 * The web frontends in all-in-one mode: the shell at /, each remote under /mf/<area>/, the runtime
 * config that tells the shell where the remotes' manifests are, the public pages pre-rendered in the
 * reader's language, and the shell's index.html for every other page (client-side routes).
 */
export function webFrontends({ root, ga4MeasurementId, machineTranslationScript, payments, runtimeConfigFile }: WebFrontendOptions): RequestHandler[] {
  const shellDist = join(root, 'frontends', 'apps', 'shell', 'dist');
  if (!existsSync(join(shellDist, 'index.html'))) return [];
  const router = express.Router();
  router.use(compression());
  router.get('/runtime-config.json', (_req, res) => {
    noCache(res);
    if (runtimeConfigFile) return res.sendFile(runtimeConfigFile);
    res.json({
      apiBase: '/api/v1',
      remotes: Object.fromEntries(WEB_AREAS.map((area) => [area, `/mf/${area}/mf-manifest.json`])),
      ...(ga4MeasurementId ? { ga4MeasurementId } : {}),
      ...(machineTranslationScript ? { machineTranslationScript } : {}),
      ...(payments ? { payments } : {}),
    });
  });
  for (const area of WEB_AREAS) {
    router.use(`/mf/${area}`, staticFiles(join(root, 'frontends', 'apps', area, 'dist')));
    router.use(`/mf/${area}`, (_req, res) => {
      res.status(404).end();
    });
  }
  // Tutorial clips of the content service (object storage or a CDN in the distributed form).
  router.use('/media', express.static(join(root, 'services', 'content', 'media'), { index: false, maxAge: '1d' }));
  router.use(staticFiles(shellDist));
  const apiBase = runtimeConfigFile ? (JSON.parse(readFileSync(runtimeConfigFile, 'utf8')) as { apiBase?: string }).apiBase : undefined;
  const prerendered = prerenderedPages(shellDist, { apiBase });
  router.get(/^\/(?!api\/|mf\/|assets\/|media\/).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    noCache(res);
    // A public page pre-rendered at build time (decision 0089), else the app's document with its
    // start preloads (0094), else the empty shell the app renders into.
    if (prerendered(req, res)) return;
    res.sendFile(join(shellDist, 'index.html'));
  });
  return [router];
}

/**
 * The web image's whole server (launcher/src/web-server.ts): /healthz, the frontends with the mounted
 * runtime config, 404 for the rest; every answer with the same security headers and
 * Content-Security-Policy as the gateway's, widened by the origins the runtime config names (the
 * API's host when it is elsewhere, analytics, translation). Undefined when the shell is not built.
 */
export function webServerApp({ root, runtimeConfigFile }: { root: string; runtimeConfigFile: string }): Express | undefined {
  const web = webFrontends({ root, runtimeConfigFile });
  if (web.length === 0) return undefined;
  const runtimeConfig = JSON.parse(readFileSync(runtimeConfigFile, 'utf8')) as PageRuntimeConfig;
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeadersMiddleware(pageOrigins(runtimeConfig)));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use(...web);
  app.use((_req, res) => {
    res.status(404).end();
  });
  return app;
}
