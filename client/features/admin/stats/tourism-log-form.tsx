/**
 * One line of a month's tourism log, filled in or changed: visitors domestic and foreign, groups, and the
 * income when it is known. "Isi dari permintaan terkonfirmasi" puts in what the month's confirmed requests
 * add up to. The save carries the version the form was opened at: a save over someone else's since is
 * refused, and its sentence shown (the form stays as typed); a refused figure is marked at its field
 * (docs/decisions/0015). Saved, the statistics are read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCalendarMonth } from '@shared/event-time';
import { message, messages } from '@shared/messages';
import { tourismLogInput, type TourismLogFigures, type TourismLogLine } from '@shared/schemas/stats';
import { formSchema, useForm } from '@client/lib/form';
import { domainKey, type Inputs } from '@client/lib/queries';
import { conflictOf, refusedFields } from '@client/lib/refused-write';
import { toast } from '@client/lib/toast';
import { trpcClient } from '@client/lib/trpc';
import { BUTTON, TextField } from '@client/components/admin/fields';
import { FormAlert } from '@client/components/admin/form-alert';
import { ValidatedForm } from '@client/components/admin/validated-form';

interface FigureValues extends Record<string, string> {
  visitors_domestic: string;
  visitors_foreign: string;
  groups: string;
  income: string;
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function valuesOf(figures: TourismLogFigures | null): FigureValues {
  return { visitors_domestic: text(figures?.visitors_domestic), visitors_foreign: text(figures?.visitors_foreign), groups: text(figures?.groups), income: text(figures?.income) };
}

/** A count left empty is no number (the schema says so at its field); the income left empty is not known. */
const count = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

export function TourismLogForm({ line, onClose }: { line: TourismLogLine; onClose: () => void }) {
  // The version the admin started from, kept while the log is read again around the open form.
  const [version] = useState(line.entry?.version ?? 0);
  const schema = formSchema({
    toInput: (values: FigureValues) => ({
      month: line.month,
      target: line.target,
      target_id: line.target_id,
      visitors_domestic: count(values.visitors_domestic),
      visitors_foreign: count(values.visitors_foreign),
      groups: count(values.groups),
      income: values.income.trim() === '' ? null : Number(values.income),
      version,
    }),
    schema: tourismLogInput,
  });
  const form = useForm({ id: `catatan-${line.target}-${line.target_id}`, schema, initial: valuesOf(line.entry) });
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (input: Inputs['stats']['saveTourismLog']) => trpcClient.stats.saveTourismLog.mutate(input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: domainKey('stats') });
      toast.success(messages.tourismLogSaved);
      onClose();
    },
    onError: (error) => {
      const conflict = conflictOf(error);
      if (conflict) return form.setError(conflict);
      if (!form.showProblems(refusedFields(error))) form.setError(messages.tourismLogSaveFailed);
      toast.error(messages.tourismLogSaveFailed);
    },
  });
  const prefill = () => {
    for (const [name, value] of Object.entries(valuesOf(line.prefill))) form.set(name, value);
  };
  const title = message('tourismLogFormTitle', { name: line.name, month: formatCalendarMonth(line.month) });
  return (
    <ValidatedForm form={form} onValid={(input) => save.mutate(input)} aria-label={title} className="mt-2 space-y-4 rounded-xl border border-slate-300 bg-white p-5 shadow-sm print:hidden">
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      <FormAlert id={form.errorId} error={form.error} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {/* The first figure takes focus: the form opened from its line's button. */}
        <TextField label={messages.tourismLogDomestic} required inputMode="numeric" autoComplete="off" autoFocus {...form.field('visitors_domestic', { digits: true })} />
        <TextField label={messages.tourismLogForeign} required inputMode="numeric" autoComplete="off" {...form.field('visitors_foreign', { digits: true })} />
        <TextField label={messages.tourismLogGroups} required inputMode="numeric" autoComplete="off" {...form.field('groups', { digits: true })} />
        <TextField label={messages.tourismLogIncome} hint={messages.tourismLogIncomeHint} inputMode="numeric" autoComplete="off" {...form.field('income', { digits: true })} />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={BUTTON.secondary} onClick={prefill}>
          {messages.tourismLogPrefill}
        </button>
        <button type="submit" className={BUTTON.primary} disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? messages.adminBusy : messages.adminSave}
        </button>
        <button type="button" className={BUTTON.secondary} onClick={onClose}>
          {messages.adminCancel}
        </button>
      </div>
    </ValidatedForm>
  );
}
