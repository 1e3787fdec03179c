/** The edit screen of every admin kind: its heading, status and last change, and the kind's form filled with the record. */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { EditScreen } from './edit-screen';
import type { AdminKindDeclaration, ListedRecord } from './admin-kind';
import type { RecordFormProps } from './use-record-form';

export function AdminEditPage<R extends ListedRecord>({ kind, Form }: { kind: AdminKindDeclaration<R>; Form: ComponentType<RecordFormProps<R>> }) {
  const id = useParams({ strict: false, select: (params) => Number(params.id) });
  const { data: record } = useSuspenseQuery(kind.adminById(id));
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/admin/daftar/$screen', params: { screen: kind.screen }, replace: true, ignoreBlocker: true });
  return (
    <EditScreen title={kind.editTitle} meta={record.meta}>
      <Form key={record.id} kind={kind} record={record} onDone={back} onCancel={back} />
    </EditScreen>
  );
}
