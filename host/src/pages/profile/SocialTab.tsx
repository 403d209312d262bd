import { useState } from 'react';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, useShell } from '@atrium/sdk/ui';
import { UserUpdate } from '@atrium/sdk/shared';
import { errorText } from '../shared/errors.js';
import { issuesByField } from '../shared/form.js';
import type { Employee } from '../shared/types.js';
import { SOCIAL_NETWORKS } from './fields.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';

const href = (v: string) => (/^https?:\/\//.test(v) ? v : null);

/** Social networks: one address per network (`social` of the profile). */
export function SocialTab({ user, canEdit }: { user: Employee; canEdit: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const { toast } = useShell();
  const current = (user.social as Record<string, string> | undefined) ?? {};
  const [values, setValues] = useState<Record<string, string>>(current);
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = async () => {
    const social = Object.fromEntries(
      Object.entries(values)
        .filter(([, v]) => v.trim())
        .map(([k, v]) => [k, v.trim()]),
    );
    const r = UserUpdate.safeParse({ social });
    if (!r.success) return setFailure(Object.values(issuesByField(r.error))[0] ?? t('errors.validation'));
    try {
      await api.put(`/api/user/${user._id}`, { social }, { quiet: true });
      await qc.invalidateQueries({ queryKey: ['user', user._id] });
      toast({ message: t('screens.saved'), color: 'green' });
      setEditing(false);
      setFailure(null);
    } catch (err) {
      setFailure(errorText(err));
    }
  };
  return (
    <Stack>
      <ErrorAlert message={failure} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {SOCIAL_NETWORKS.map((n) =>
          editing ? (
            <TextInput
              key={n}
              label={t(`profile.social.${n}`)}
              maxLength={300}
              value={values[n] ?? ''}
              onChange={(e) => setValues({ ...values, [n]: e.currentTarget.value })}
            />
          ) : (
            <div key={n}>
              <Text size="xs" c="dimmed">
                {t(`profile.social.${n}`)}
              </Text>
              {current[n] ? (
                href(current[n]) ? (
                  <Anchor href={href(current[n])!} target="_blank" rel="noopener noreferrer" size="sm">
                    {current[n]}
                  </Anchor>
                ) : (
                  <Text size="sm">{current[n]}</Text>
                )
              ) : (
                <Text size="sm">—</Text>
              )}
            </div>
          ),
        )}
      </SimpleGrid>
      {canEdit && (
        <Group>
          {editing ? (
            <>
              <Button onClick={() => void save()}>{t('screens.save')}</Button>
              <Button variant="default" onClick={() => setEditing(false)}>
                {t('screens.cancel')}
              </Button>
            </>
          ) : (
            <Button
              variant="light"
              onClick={() => {
                setValues(current);
                setEditing(true);
              }}
            >
              {t('screens.edit')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
