import { useState, type ReactNode } from 'react';
import { ActionIcon, Anchor, Badge, Card, Group, Menu, Modal, Stack, Text, Button } from '@mantine/core';
import { Link } from 'react-router';
import { useRuleText, useT } from '@atrium/sdk/ui';
import { articleRoutes } from '../../shared/routes.js';
import type { ArticleItem } from '../../shared/types.js';
import { useKbMutation, useMoveItem } from '../api.js';
import { FolderPicker } from './FolderPicker.js';
import { Marked } from './Marked.js';

export const itemLink = (x: Pick<ArticleItem, '_id' | 'kind' | 'section'>) =>
  x.section === 'vacancy' ? `/vacancy/${x._id}` : x.kind === 'folder' ? `/articles/${x._id}` : `/article/${x._id}`;

/**
 * One item of a list: its kind, title (matched words marked in search answers) and, for those who may
 * change it, keyboard-reachable actions: move up, move down, move to another folder, delete.
 */
export function ItemRow({
  item,
  prev,
  next,
  clientId,
  handle,
}: {
  item: ArticleItem;
  prev?: ArticleItem;
  next?: ArticleItem;
  clientId: string;
  /** A drag handle before the title (a folder list that may be reordered). */
  handle?: ReactNode;
}) {
  const t = useT();
  const text = useRuleText();
  const [moving, setMoving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const swap = useKbMutation((api, other: ArticleItem) =>
    api.call(articleRoutes.order, { params: { client: clientId, from: item._id, to: other._id } }),
  );
  const move = useMoveItem();
  const remove = useKbMutation((api) => api.call(articleRoutes.deep, { params: { id: item._id } }));
  return (
    <Card withBorder padding="sm" data-testid="kb-item">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            {handle}
            <Badge variant="light" size="sm">
              {t(`kind.${item.kind}`)}
            </Badge>
            <Anchor component={Link} to={itemLink(item)} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {item.highlight ? <Marked parts={item.highlight.title} /> : item.title}
            </Anchor>
          </Group>
          {item.highlight?.snippet.length ? (
            <Text size="sm" c="dimmed">
              <Marked parts={item.highlight.snippet} />
            </Text>
          ) : (
            item.subtitle && (
              <Text size="sm" c="dimmed">
                {item.subtitle}
              </Text>
            )
          )}
        </Stack>
        {item.canEdit && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={t('actions.label', { title: item.title })}>
                ⋯
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {prev && <Menu.Item onClick={() => swap.mutate(prev)}>{t('actions.up')}</Menu.Item>}
              {next && <Menu.Item onClick={() => swap.mutate(next)}>{t('actions.down')}</Menu.Item>}
              {item.section === '' && <Menu.Item onClick={() => setMoving(true)}>{t('actions.moveTo')}</Menu.Item>}
              <Menu.Item color="red" onClick={() => setDeleting(true)}>
                {t('actions.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <Modal opened={moving} onClose={() => setMoving(false)} title={t('actions.moveTo')}>
        <Stack>
          <FolderPicker
            exclude={item._id}
            busy={move.isPending}
            onPick={(parentId) => move.mutate({ id: item._id, parentId }, { onSuccess: () => setMoving(false) })}
          />
          {move.error && <Text c="red">{text(move.error)}</Text>}
        </Stack>
      </Modal>
      <Modal opened={deleting} onClose={() => setDeleting(false)} title={t('actions.delete')}>
        <Stack>
          <Text>{t(item.kind === 'folder' ? 'actions.confirmFolder' : 'actions.confirm', { title: item.title })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(false)}>
              {t('form.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: () => setDeleting(false) })}
            >
              {t('actions.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
