import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../shared/ui.js';
import { ClientList } from './ClientList.js';
import { ClientEditor } from './ClientEditor.js';

/** `/clients` (superadmin): the client companies; `?client={id}` edits one. */
export default function ClientsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('client');
  if (id) return <ClientEditor key={id} id={id} />;
  return (
    <Stack>
      <PageHeader title={t('clientsAdmin.title')} />
      <ClientList />
    </Stack>
  );
}
