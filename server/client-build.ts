/** Serving the built client: hashed assets cached forever, everything else revalidated. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { builtPages } from './http/pages';
import { CLIENT_DIR, SSR_DIR } from './paths';

export function builtClient(clientDir = CLIENT_DIR, ssrDir = SSR_DIR) {
  const files = express.static(clientDir, {
    index: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  // Only a path under one of the build's own names (assets/, favicon.svg…) looks at the disk: a page's path
  // goes straight on to its render, without a file lookup on every visit. The shell is not a file to serve.
  const served = new Set(readdirSync(clientDir).filter((name) => name !== 'index.html'));
  const assets: RequestHandler = (req, res, next) => (served.has(req.path.split('/')[1] ?? '') ? files(req, res, next) : next());
  return { assets, pages: builtPages(clientDir, ssrDir) };
}
