import { Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useMe, useT } from '@atrium/sdk/ui';
import { idpRoutes } from '../../shared/routes.js';
import { useIdpMutation } from '../api.js';
import { emptyDraft, IdpForm, type IdpBody } from '../components/IdpForm.js';

/** /idp/new: a new plan, for the reader themselves unless they choose another employee. */
export function NewIdpPage() {
  const t = useT();
  const me = useMe();
  const navigate = useNavigate();
  const create = useIdpMutation((api, body: IdpBody) => api.call(idpRoutes.create, { body }, { quiet: true }));
  const initial = { ...emptyDraft(), employee: me ? [me.user._id] : [] };
  // The reader's own name shows in the picker before any search.
  const known = new Map(
    me ? [[me.user._id, { ...me.user, middleName: null, position: null, departmentId: null, avatar: null, deleted: false }]] : [],
  );
  return (
    <Stack p="md" gap="md">
      <Title order={1}>{t('form.new')}</Title>
      <IdpForm
        initial={initial}
        known={known}
        onSave={async (body) => navigate(`/idp/${(await create.mutateAsync(body)).result._id}`)}
        onCancel={() => navigate('/idp')}
      />
    </Stack>
  );
}
