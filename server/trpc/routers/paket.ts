import { paketInput } from '../../../shared/schemas/paket';
import { byIdInput } from '../../../shared/schemas/common';
import * as service from '../../modules/paket/paket.service';
import { adminProcedure, imageUploadProcedure, publicProcedure, router } from '../init';
import { createForm, toImageChange, updateForm } from '../record-form';

export const paketRouter = router({
  list: publicProcedure.query(({ ctx }) => service.listPakets(ctx.db)),
  byId: publicProcedure.input(byIdInput).query(({ ctx, input }) => service.getPaket(ctx.db, input.id)),
  create: imageUploadProcedure
    .input(createForm(paketInput))
    .mutation(async ({ ctx, input }) => service.createPaket(ctx.db, input.data, await toImageChange(input))),
  update: imageUploadProcedure
    .input(updateForm(paketInput))
    .mutation(async ({ ctx, input }) => service.updatePaket(ctx.db, input.id, input.data, await toImageChange(input))),
  delete: adminProcedure.input(byIdInput).mutation(({ ctx, input }) => service.deletePaket(ctx.db, input.id)),
});
