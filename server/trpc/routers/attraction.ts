import { z } from 'zod';
import { ATTRACTION_CATEGORIES } from '../../../shared/constants';
import { attractionInput } from '../../../shared/schemas/attraction';
import { byIdInput } from '../../../shared/schemas/common';
import * as service from '../../modules/attraction/attraction.service';
import { adminProcedure, imageUploadProcedure, publicProcedure, router } from '../init';
import { createForm, toImageChange, updateForm } from '../record-form';

export const attractionRouter = router({
  list: publicProcedure
    .input(z.object({ category: z.enum(ATTRACTION_CATEGORIES).optional() }).optional())
    .query(({ ctx, input }) => service.listAttractions(ctx.db, input?.category)),
  byId: publicProcedure.input(byIdInput).query(({ ctx, input }) => service.getAttraction(ctx.db, input.id)),
  create: imageUploadProcedure
    .input(createForm(attractionInput))
    .mutation(async ({ ctx, input }) => service.createAttraction(ctx.db, input.data, await toImageChange(input))),
  update: imageUploadProcedure
    .input(updateForm(attractionInput))
    .mutation(async ({ ctx, input }) => service.updateAttraction(ctx.db, input.id, input.data, await toImageChange(input))),
  delete: adminProcedure.input(byIdInput).mutation(({ ctx, input }) => service.deleteAttraction(ctx.db, input.id)),
});
