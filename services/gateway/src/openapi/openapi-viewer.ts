import { Router } from 'express';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** services/gateway/openapi-viewer, from src/openapi or dist/openapi (the image keeps the service's folder). */
const viewerDir = join(__dirname, '..', '..', 'openapi-viewer');

const FILES = [
  { path: '', file: 'index.html', type: 'text/html; charset=utf-8' },
  { path: '/viewer.js', file: 'viewer.js', type: 'text/javascript; charset=utf-8' },
  { path: '/viewer.css', file: 'viewer.css', type: 'text/css; charset=utf-8' },
];

/**
 * The readable view of the OpenAPI document at /api/docs/viewer: a page, its script and its styles,
 * read once at start from the gateway's own files (no CDN; the script is a file, so the
 * Content-Security-Policy's script-src 'self' admits it without any inline code).
 */
export function openApiViewer(dir = viewerDir): Router {
  const router = Router();
  for (const { path, file, type } of FILES) {
    const body = readFileSync(join(dir, file));
    router.get(`/api/docs/viewer${path}`, (_req, res) => {
      res.setHeader('content-type', type);
      res.setHeader('cache-control', 'no-cache');
      res.send(body);
    });
  }
  return router;
}
