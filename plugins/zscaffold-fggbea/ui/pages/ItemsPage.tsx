import { useState } from 'react';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi, useT } from '@atrium/sdk/ui';
import { zscaffoldFggbeaRoutes } from '../../shared/routes.js';
import { ZscaffoldFggbeaItemInput } from '../../shared/schemas.js';

/** The plugin's one page: the client's items and a form to add one (validated by the shared schema). */
export function ItemsPage() {
  const api = useApi();
  const t = useT();
  const qc = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const items = useQuery({ queryKey: ['zscaffold-fggbea'], queryFn: () => api.call(zscaffoldFggbeaRoutes.list, { query: { limit: 100 } }) });
  const create = useMutation({
    mutationFn: (body: ZscaffoldFggbeaItemInput) => api.call(zscaffoldFggbeaRoutes.create, { body }),
    onSuccess: () => {
      setName('');
      void qc.invalidateQueries({ queryKey: ['zscaffold-fggbea'] });
    },
  });
  const submit = () => {
    const parsed = ZscaffoldFggbeaItemInput.safeParse({ name });
    if (!parsed.success) return setError(t(parsed.error.issues[0]?.message ?? 'name required'));
    setError(null);
    create.mutate(parsed.data);
  };
  return (
    <Stack p="md">
      <Title order={2}>{t('title')}</Title>
      <Group align="flex-end">
        <TextInput label={t('name')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={error} />
        <Button onClick={submit} loading={create.isPending}>
          {t('add')}
        </Button>
      </Group>
      {(items.data?.result ?? []).map((item) => (
        <Card key={item._id} withBorder>
          <Text fw={500}>{item.name}</Text>
          {item.description && <Text size="sm">{item.description}</Text>}
        </Card>
      ))}
      {items.data?.result.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
    </Stack>
  );
}
