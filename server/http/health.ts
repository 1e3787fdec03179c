/** GET /healthz (DESIGN.md §5): 200 only when the database answers, for the host's health check. */
import type { Request, Response } from 'express';
import { pingDatabase, type Db } from '../db/connection';

export function healthCheck(db: Db) {
  return async (_req: Request, res: Response) => {
    try {
      await pingDatabase(db);
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  };
}
