/**
 * GET /api/docs: the API reference for integrators, Swagger UI rendering GET /api/openapi.json. Its files
 * come from the swagger-ui-dist package and are served from our own origin (no CDN, works offline), and its
 * start-up is a script file of ours, so the page keeps the strict policy of security.ts (script-src 'self',
 * no inline script). Only this page loads them: the client bundle does not grow.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { apiReferenceMessages } from '../../shared/messages';

const DOCS = '/api/docs';
const require = createRequire(import.meta.url);
const SWAGGER_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/**
 * The renderer's start-up. No validator badge: Swagger UI would send the document to validator.swagger.io
 * (another origin, refused by img-src and useless offline).
 */
const START = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
});
`;

const PAGE = `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${apiReferenceMessages.title}</title>
<link rel="stylesheet" href="${DOCS}/swagger-ui.css">
</head>
<body>
<main id="reference"></main>
<script src="${DOCS}/swagger-ui-bundle.js"></script>
<script src="${DOCS}/start.js"></script>
</body>
</html>
`;

/** The renderer's files, by the name the page asks for; nothing else of the package is served. */
const FILES: Record<string, string> = {
  '/swagger-ui.css': path.join(SWAGGER_DIR, 'swagger-ui.css'),
  '/swagger-ui-bundle.js': path.join(SWAGGER_DIR, 'swagger-ui-bundle.js'),
};

export const apiDocsPage: RequestHandler = (_req, res) => {
  res.setHeader('Cache-Control', 'no-cache');
  res.type('html').send(PAGE);
};

/** Under /api/docs: the start-up script and the package's files; anything else falls through (404). */
export const apiDocsFiles: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  if (req.path === '/start.js') {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('js').send(START);
    return;
  }
  const file = Object.hasOwn(FILES, req.path) ? FILES[req.path] : undefined;
  if (!file) return next();
  res.sendFile(file, { maxAge: '1d' }, (error?: Error) => error && next(error));
};
