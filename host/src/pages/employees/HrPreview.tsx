import { Badge, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldError, HrFieldChange, HrImportItem, HrImportResult } from '@atrium/sdk/shared';

const LISTS = ['created', 'changed', 'deactivated', 'skipped'] as const;
const COLORS = { created: 'green', changed: 'blue', deactivated: 'red', skipped: 'gray' } as const;

const shown = (v: HrFieldChange['to']) => (v === null || v === '' ? '—' : String(v));

/** One list of the plan (created, changed, ...): row, key, name and the fields it changes. */
function Items({ list, items }: { list: (typeof LISTS)[number]; items: HrImportItem[] }) {
  const { t } = useTranslation();
  if (!items.length) return null;
  return (
    <Stack gap={4} data-testid={`hr-${list}`}>
      <Title order={4}>{t(`employees.hrImport.lists.${list}`)}</Title>
      <ScrollArea.Autosize mah={260} type="auto">
        <Table striped fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('employees.hrImport.row')}</Table.Th>
              <Table.Th>{t('employees.hrImport.key')}</Table.Th>
              <Table.Th>{t('employees.hrImport.name')}</Table.Th>
              {list === 'changed' && <Table.Th>{t('employees.hrImport.fields')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((x) => (
              <Table.Tr key={`${x.key}-${x.row ?? ''}`} data-testid="hr-item">
                <Table.Td>{x.row ?? '—'}</Table.Td>
                <Table.Td>{x.key}</Table.Td>
                <Table.Td>{x.name}</Table.Td>
                {list === 'changed' && (
                  <Table.Td>
                    {x.fields?.map((f) => (
                      <Text key={f.field} size="xs">
                        {t(`employees.hrImport.field.${f.field}`, { defaultValue: f.field })}: {shown(f.from)} → {shown(f.to)}
                      </Text>
                    ))}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}

/** What an HR import does or did: a count of each kind, then each list. */
export function HrPreview({ result }: { result: HrImportResult }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="hr-preview">
      <Group gap="xs" aria-live="polite">
        {LISTS.map((list) => (
          <Badge key={list} color={COLORS[list]} variant="light" data-testid={`hr-count-${list}`}>
            {t(`employees.hrImport.lists.${list}`)}: {result[list].length}
          </Badge>
        ))}
        <Badge color="gray" variant="outline">
          {t('employees.hrImport.unchanged')}: {result.unchanged}
        </Badge>
      </Group>
      {LISTS.map((list) => (
        <Items key={list} list={list} items={result[list]} />
      ))}
    </Stack>
  );
}

/** A refused file: every faulty row and field, as the server named them (`rows.12.email`). */
export function HrErrors({ details }: { details: FieldError[] }) {
  const { t } = useTranslation();
  return (
    <ScrollArea.Autosize mah={300} type="auto">
      <Table striped fz="sm" data-testid="hr-errors">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('employees.hrImport.row')}</Table.Th>
            <Table.Th>{t('employees.hrImport.column')}</Table.Th>
            <Table.Th>{t('employees.hrImport.problem')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {details.map((d, i) => {
            const [, row, ...field] = d.path.split('.');
            return (
              <Table.Tr key={i} data-testid="hr-error">
                <Table.Td>{d.path.startsWith('rows.') ? (row ?? '—') : '—'}</Table.Td>
                <Table.Td>{field.join('.') || d.path}</Table.Td>
                <Table.Td>{d.message}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
