/**
 * A page that cannot be built (the database is away: DESIGN.md §5) is answered as a small Indonesian
 * HTML page with the right status, never JSON: a browser or a link preview reads it, not the client app.
 * It loads nothing (no script, no stylesheet), so it shows even when nothing else works.
 */
import type { ErrorRequestHandler } from 'express';
import { messages } from '../../shared/messages';
import { toHttpAnswer } from './errors';
import { escapeHtml } from './seo';

export function errorPageHtml(sentence: string): string {
  const text = escapeHtml(sentence);
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:20vh auto;padding:0 1rem;color:#1f2937;text-align:center}a{color:#0f5f46}</style>
</head>
<body>
<main>
<h1>${text}</h1>
<p><a href="">${escapeHtml(messages.errorPageReload)}</a></p>
</main>
</body>
</html>
`;
}

/** The last handler of the page routes: any failure there becomes this page with its status. */
export const pageErrorHandler: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.headersSent) return next(error);
  const answer = toHttpAnswer(error);
  if (answer.status === 500) console.error(error);
  if (answer.retryAfter) res.setHeader('Retry-After', String(answer.retryAfter));
  res.status(answer.status).type('html').setHeader('Cache-Control', 'no-store').send(errorPageHtml(answer.message));
};
