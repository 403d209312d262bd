import type { ReactNode } from 'react';
import { ActionIcon, Loader, Menu, ScrollArea, Table, VisuallyHidden } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePhone } from './phone.js';

export interface Column {
  label: string;
  /** Hidden below this width (phones). */
  visibleFrom?: 'xs' | 'sm' | 'md';
}

/**
 * A list screen's table (clients, employees): a loader until the page comes, then the rows under their
 * headings and a last column of row actions. On a phone each row is a card (global.css `.list-cards`),
 * so nothing scrolls sideways to reach the actions.
 */
export function ListTable({
  pending,
  testId,
  minWidth,
  columns,
  children,
}: {
  pending: boolean;
  testId: string;
  minWidth: number;
  columns: Column[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  if (pending) return <Loader aria-label={t('app.loading')} />;
  return (
    <ScrollArea type="auto">
      <Table
        striped={!phone}
        highlightOnHover={!phone}
        miw={phone ? undefined : minWidth}
        className={phone ? 'list-cards' : undefined}
        data-testid={testId}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.label} visibleFrom={c.visibleFrom}>
                {c.label}
              </Table.Th>
            ))}
            <Table.Th w={48}>
              <VisuallyHidden>{t('screens.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

export interface RowAction {
  key: string;
  label: string;
  color?: string;
  run(): void;
}

/** The "…" menu of a row: its actions, named for the row (`Actions: <name>`) for screen readers. */
export function RowActions({ name, testId, actions }: { name: string; testId: string; actions: RowAction[] }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`${t('screens.actions')}: ${name}`} data-testid={testId}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((a) => (
          <Menu.Item key={a.key} color={a.color} onClick={a.run} data-action={a.key}>
            {a.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
