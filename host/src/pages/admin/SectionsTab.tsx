import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, useShell } from '@atrium/sdk/ui';
import { useCompany } from '../employees/company.js';
import { useRightLabel } from '../../plugins/titles.js';
import { errorText } from '../shared/errors.js';

/** Sections: the application's sections of the company; the defaults are created once (`PUT /api/application/createDefaultSections`). */
export function SectionsTab() {
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const { toast } = useShell();
  const label = useRightLabel();
  const company = useCompany();
  if (company.isPending) return <Loader aria-label={t('app.loading')} />;
  const sections = company.data?.settings?.sections ?? [];
  const create = async () => {
    try {
      const res = await api.put<{ result: { added: number } }>('/api/application/createDefaultSections', undefined, { quiet: true });
      await qc.invalidateQueries({ queryKey: ['company'] });
      toast({ message: t('adminPanel.sectionsCreated', { count: res.result.added }), color: 'green' });
    } catch (err) {
      toast({ message: errorText(err), color: 'red' });
    }
  };
  return (
    <Stack data-testid="sections">
      <Text size="sm" c="dimmed">
        {t('adminPanel.sectionsHint')}
      </Text>
      {sections.length === 0 ? <Text c="dimmed">{t('adminPanel.noSections')}</Text> : null}
      <Group gap={6}>
        {sections.map((s) => (
          <Badge key={s.code} color={s.active ? 'green' : 'gray'} variant="light" data-testid="section">
            {label(s.code)}
          </Badge>
        ))}
      </Group>
      <Button style={{ alignSelf: 'flex-start' }} onClick={() => void create()} data-testid="create-sections">
        {t('adminPanel.createSections')}
      </Button>
    </Stack>
  );
}
