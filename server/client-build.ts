/** Serving the built client: hashed assets cached forever, everything else revalidated. */
import path from 'node:path';
import express from 'express';
import { builtPages } from './http/pages';
import { CLIENT_DIR, SSR_DIR } from './paths';

export function builtClient(clientDir = CLIENT_DIR, ssrDir = SSR_DIR) {
  const assets = express.static(clientDir, {
    index: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  return { assets, pages: builtPages(clientDir, ssrDir) };
}
