import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Progress, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, useApi } from '@atrium/sdk/ui';
import { REGISTER_MANY_MAX, type RegistrationView } from '@atrium/sdk/shared';
import { errorText } from '../shared/errors.js';
import { usePhone } from '../shared/phone.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';
import { registerRows } from './register-rows.js';

/** How often the registration's progress is asked for while it runs. */
const POLL_MS = 700;

/**
 * Many employees at once (`POST /api/register_many`, all or none). The server checks the list at once
 * and refuses it with the row and field at fault; otherwise it registers them as a job, whose progress
 * (`GET /api/register_many/{id}`) shows here until every employee is created or, one refused, none is.
 */
export function RegisterMany({ onClose, onRegistered }: { onClose(): void; onRegistered(): void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const api = useApi();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [id, setId] = useState<string | null>(null);
  const people = registerRows(text);
  const job = useQuery({
    queryKey: ['register_many', id],
    enabled: !!id,
    queryFn: async () => (await api.get<{ result: RegistrationView }>(`/api/register_many/${id}`)).result,
    refetchInterval: (q) => (q.state.data?.state === 'done' || q.state.data?.state === 'failed' ? false : POLL_MS),
  });
  const view = job.data;
  const ended = view?.state === 'done' || view?.state === 'failed';
  // Once, when the job ends with the employees created: the list behind shows them.
  useEffect(() => {
    if (view?.state === 'done') onRegistered();
  }, [view?.state]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      setId((await api.post<{ result: RegistrationView }>('/api/register_many', { users: people }, { quiet: true })).result._id);
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal fullScreen={phone} opened onClose={onClose} title={t('employees.registerMany.title')} size={640}>
      {id ? (
        <Stack gap="sm" data-testid="register-many-job">
          <Progress
            value={view && view.total ? (100 * view.done) / view.total : 0}
            animated={!ended}
            color={view?.state === 'failed' ? 'red' : undefined}
            aria-label={t('employees.registerMany.title')}
          />
          <Text size="sm" aria-live="polite">
            {!view || view.state === 'queued'
              ? t('employees.registerMany.queued')
              : t('employees.registerMany.progress', { done: view.done, total: view.total })}
          </Text>
          {view?.state === 'done' && (
            <Alert color="green" data-testid="register-many-done">
              {t('employees.registerMany.done', { count: view.users?.length ?? view.total })}
            </Alert>
          )}
          {view?.state === 'failed' && (
            <Alert color="red" role="alert" title={t('employees.registerMany.failed')} data-testid="register-many-failed">
              {errorText(new ApiError(view.error!.status, view.error!))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant={ended ? 'filled' : 'default'} onClick={onClose}>
              {t('screens.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate data-testid="register-many-form">
          <Stack gap="sm">
            <ErrorAlert message={failure} testId="register-many-error" />
            <Textarea
              label={t('employees.registerMany.rows')}
              description={t('employees.registerMany.hint')}
              autosize
              minRows={6}
              maxRows={16}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              data-testid="register-many-rows"
            />
            <Text size="sm" c={people.length > REGISTER_MANY_MAX ? 'red' : 'dimmed'}>
              {t('employees.registerMany.count', { count: people.length, max: REGISTER_MANY_MAX })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('screens.cancel')}
              </Button>
              <Button type="submit" loading={busy} disabled={!people.length}>
                {t('employees.registerMany.start')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
