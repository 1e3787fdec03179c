/** multer with explicit limits (DESIGN.md §1): files stay in memory until sharp has re-encoded them. */
import type { RequestHandler } from 'express';
import multer from 'multer';
import { UPLOAD } from '../../shared/constants';
import { AppError } from '../errors';

/** A body the multipart parser cannot read (no boundary, cut off) is the client's fault: 400, not 500. */
function readableBody(parse: RequestHandler): RequestHandler {
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      if (error && !(error instanceof multer.MulterError)) return next(new AppError('BAD_REQUEST', 'invalidInput'));
      next(error);
    });
}

export const imageUpload = readableBody(
  multer({
    storage: multer.memoryStorage(),
    limits: {
      files: UPLOAD.maxFiles,
      fileSize: UPLOAD.maxFileBytes,
      fields: 40,
      fieldSize: 256 * 1024,
      parts: 60,
    },
  }).array('images', UPLOAD.maxFiles),
);

