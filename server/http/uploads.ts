/** multer with explicit limits (DESIGN.md §1): files stay in memory until sharp has re-encoded them. */
import multer from 'multer';
import { UPLOAD } from '../../shared/constants';

export const imageUpload = multer({
  storage: multer.memoryStorage(),
  limits: {
    files: UPLOAD.maxFiles,
    fileSize: UPLOAD.maxFileBytes,
    fields: 40,
    fieldSize: 256 * 1024,
    parts: 60,
  },
}).array('images', UPLOAD.maxFiles);

export const pdfUpload = multer({
  storage: multer.memoryStorage(),
  limits: { files: 1, fileSize: UPLOAD.maxPdfBytes, fields: 5, parts: 6 },
}).single('file');
