/**
 * "Pengaturan Desa": read by every page (anyone), saved by an admin as FormData: `data` (the settings as
 * JSON, checked by the shared schema), `version` (the one the form loaded), and per photo (`hero`,
 * `logo`) a change, `keep`, `remove` or `replace` with its file beside it (`heroFile`, `logoFile`).
 */
import { z } from 'zod';
import { messages } from '../../../shared/messages';
import { PHOTO_CHANGES, villageSettingsData } from '../../../shared/schemas/village-settings';
import { versionSchema } from '../../../shared/schemas/lifecycle';
import * as service from '../../modules/settings/settings.service';
import type { PhotoUpdate } from '../../modules/settings/settings.service';
import { publicProcedure, router, settingsUploadProcedure } from '../init';
import { formInput, parseJsonField } from '../record-form';

const photoUpdate = (photo: 'hero' | 'logo') =>
  z
    .object({ change: z.enum(PHOTO_CHANGES, { error: messages.invalidInput }).default('keep'), file: z.instanceof(File, { error: messages.imageInvalid }).optional() })
    .transform((update, ctx): PhotoUpdate => {
      if (update.change !== 'replace') return { change: update.change };
      if (update.file) return { change: 'replace', file: update.file };
      ctx.addIssue({ code: 'custom', message: messages.imageInvalid, path: [photo] });
      return z.NEVER;
    });

const saveShape = z.object({ version: versionSchema.or(z.literal(0)), data: villageSettingsData, hero: photoUpdate('hero'), logo: photoUpdate('logo') });

const saveInput = formInput(saveShape, (form) => ({
  version: typeof form.get('version') === 'string' ? Number(form.get('version')) : undefined,
  data: parseJsonField(form.get('data')),
  hero: { change: form.get('hero') ?? undefined, file: form.get('heroFile') ?? undefined },
  logo: { change: form.get('logo') ?? undefined, file: form.get('logoFile') ?? undefined },
}));

export const settingsRouter = router({
  get: publicProcedure.query(({ ctx }) => service.readVillageSettings(ctx.db)),
  save: settingsUploadProcedure.input(saveInput).mutation(async ({ ctx, input }) => {
    const saved = await service.saveVillageSettings(ctx.db, input, ctx.actor.id);
    return { ...saved, message: messages.settingsSaved };
  }),
});
