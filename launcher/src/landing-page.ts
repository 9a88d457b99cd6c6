import type { RequestHandler } from 'express';

/** What `/` shows until the web frontends are built: where the API and its reference are. */
export const landingPage: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' || req.path !== '/') return next();
  res.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Helpwire</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5">
<h1>Helpwire is running</h1>
<p>Live, step-by-step help by audio, video or screen sharing.</p>
<ul>
<li><a href="/api/v1/category/getNonSubCategories">Help categories</a> (send <code>accept-language: ar</code> for Arabic)</li>
<li><a href="/api/v1/content/findFaq">FAQ</a></li>
<li><a href="/api/docs">API reference (OpenAPI)</a></li>
<li><a href="/readyz">Readiness</a></li>
</ul></body></html>`);
};
