import { z } from 'zod';
import { DOCUMENTS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import * as service from '../../modules/document/document.service';
import { pdfUploadProcedure, publicProcedure, router } from '../init';

const slugs = DOCUMENTS.map((document) => document.slug) as [string, ...string[]];

const replaceInput = z
  .instanceof(FormData, { error: messages.invalidInput })
  .transform((form) => ({ slug: form.get('slug'), file: form.get('file') }))
  .pipe(
    z.object({
      slug: z.enum(slugs, { error: messages.documentNotFound }),
      file: z.instanceof(File, { error: messages.pdfInvalid }),
    }),
  );

export const documentRouter = router({
  list: publicProcedure.query(({ ctx }) => service.listDocuments(ctx.db)),
  replace: pdfUploadProcedure.input(replaceInput).mutation(async ({ ctx, input }) => {
    await service.replaceDocument(ctx.db, input.slug, new Uint8Array(await input.file.arrayBuffer()));
    return { message: messages.documentReplaced };
  }),
});
