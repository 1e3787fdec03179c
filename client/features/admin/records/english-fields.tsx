/**
 * A record form's "Inggris" tab: each translated field's English input beside the Indonesian text it
 * translates (side by side on wide screens, the Indonesian first). Empty is not translated: the English
 * page shows the Indonesian text.
 */
import { messages } from '@shared/messages';
import { translatedFieldLabel, type TranslatableField } from '@shared/schemas/translation';
import type { FormValues } from '@client/lib/form';
import { TextArea, TextField } from '@client/components/admin/fields';
import type { RecordFormApi } from './record-form';
import { ENGLISH, ENGLISH_INPUT, englishInput } from './english-values';

export function EnglishFields({ form, fields, sourceOf }: { form: RecordFormApi<FormValues>; fields: readonly TranslatableField[]; sourceOf: (field: TranslatableField) => string }) {
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">{messages.adminEnglishHint}</p>
      {fields.map((field) => {
        const label = translatedFieldLabel(field, ENGLISH);
        const input = { label, lang: ENGLISH, ...form.field(englishInput(field)) };
        const source = form.values[sourceOf(field)]?.trim() ?? '';
        return (
          <div key={field} className="grid gap-2 md:grid-cols-2 md:gap-4">
            <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
              <p className="mb-1 font-semibold text-slate-700">{messages.adminEnglishSource}</p>
              {source ? (
                <p lang="id" className="whitespace-pre-wrap break-words">
                  {source}
                </p>
              ) : (
                <p className="italic text-slate-600">{messages.adminEnglishSourceEmpty}</p>
              )}
            </div>
            {ENGLISH_INPUT[field] === 'line' ? <TextField {...input} /> : <TextArea rows={ENGLISH_INPUT[field] === 'list' ? 2 : 4} {...input} />}
          </div>
        );
      })}
    </div>
  );
}
