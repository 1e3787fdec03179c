/** "Tambah kalender": an iCal address and an optional name, checked by the server's own schema before it is sent. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { message, messages } from '@shared/messages';
import { addFeedInput } from '@shared/schemas/calendar-sync';
import { calendarSyncListQuery } from '@client/lib/admin-queries';
import { formSchema, useForm } from '@client/lib/form';
import type { Inputs } from '@client/lib/queries';
import { toast } from '@client/lib/toast';
import { trpcClient } from '@client/lib/trpc';
import { BUTTON, FormGrid, TextField } from '@client/components/admin/fields';
import { FormAlert } from '@client/components/admin/form-alert';
import { ValidatedForm } from '@client/components/admin/validated-form';

export function FeedForm({ accommodationId, name }: { accommodationId: number; name: string }) {
  const queryClient = useQueryClient();
  const schema = formSchema({ toInput: (values: { url: string; label: string }) => ({ accommodation_id: accommodationId, ...values }), schema: addFeedInput });
  const form = useForm({ id: `kalender-${accommodationId}`, schema, initial: { url: '', label: '' } });
  const add = useMutation({
    mutationFn: (input: Inputs['calendarSync']['addFeed']) => trpcClient.calendarSync.addFeed.mutate(input),
    onSuccess: async (feed) => {
      // Added even when its first read failed: the row says why, and the next sync tries again.
      if (feed.last_error) toast.error(feed.last_error);
      else toast.success(messages.adminCalendarSyncAdded);
      form.set('url', '');
      form.set('label', '');
      await queryClient.invalidateQueries({ queryKey: calendarSyncListQuery().queryKey });
    },
    onError: (error) => form.setError(error.message || messages.adminCalendarSyncFailed),
  });
  const title = message('adminCalendarSyncAddTitle', { name });
  return (
    <ValidatedForm form={form} onValid={(input) => add.mutate(input)} aria-label={title} className="space-y-3 rounded-lg border border-slate-300 bg-slate-50 p-4">
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <FormAlert id={form.errorId} error={form.error} />
      <FormGrid>
        <TextField label={messages.adminCalendarSyncFieldUrl} hint={messages.adminCalendarSyncFieldUrlHint} type="url" inputMode="url" required autoComplete="off" {...form.field('url')} />
        <TextField label={messages.adminCalendarSyncFieldLabel} hint={messages.adminCalendarSyncFieldLabelHint} autoComplete="off" {...form.field('label')} />
      </FormGrid>
      <button type="submit" className={BUTTON.primary} disabled={add.isPending} aria-busy={add.isPending}>
        {add.isPending ? messages.adminBusy : messages.adminCalendarSyncAdd}
      </button>
    </ValidatedForm>
  );
}
