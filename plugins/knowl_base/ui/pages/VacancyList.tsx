import { useState } from 'react';
import { Anchor, Button, Card, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMe, useT } from '@atrium/sdk/ui';
import { useAccessFor } from '../api.js';
import { ItemForm } from '../components/ItemForm.js';
import { Salary } from '../components/Salary.js';
import { isKbAdmin } from '../rights.js';

const LIMIT = 20;

/** /vacancies: open vacancies, newest first; administrators add them. */
export function VacancyList() {
  const t = useT();
  const me = useMe();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const list = useAccessFor({ section: 'vacancy', page, limit: LIMIT });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / LIMIT)) : 1;
  return (
    <Stack p="md" maw={960}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('vacancy.title')}
        </Title>
        {isKbAdmin(me) && <Button onClick={() => setCreating(true)}>{t('form.newVacancy')}</Button>}
      </Group>
      {list.isLoading && <Loader aria-label={t('loading')} />}
      {list.data?.result.map((v) => (
        <Card key={v._id} withBorder data-testid="vacancy">
          <Anchor component={Link} to={`/vacancy/${v._id}`} fw={500}>
            {v.title}
          </Anchor>
          <Salary vacancy={v.vacancy} />
          {v.subtitle && (
            <Text size="sm" c="dimmed">
              {v.subtitle}
            </Text>
          )}
        </Card>
      ))}
      {list.data && list.data.total === 0 && <Text c="dimmed">{t('empty.vacancies')}</Text>}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      {creating && (
        <ItemForm opened section="vacancy" parentId={null} onClose={() => setCreating(false)} onSaved={() => setCreating(false)} />
      )}
    </Stack>
  );
}
