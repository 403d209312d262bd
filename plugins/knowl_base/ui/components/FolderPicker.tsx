import { useState } from 'react';
import { Anchor, Breadcrumbs, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import { useFolderLevel } from '../api.js';

/**
 * "Move to…": the folders one level at a time, from the top level down as the reader opens them, so
 * the picker asks for one folder's folders per step (paged), never the whole tree. The item being
 * moved is left out: a folder cannot go into itself (the server also refuses anything below it).
 */
export function FolderPicker({ exclude, onPick, busy }: { exclude: string; onPick: (folderId: string | null) => void; busy: boolean }) {
  const t = useT();
  const [path, setPath] = useState<{ _id: string; title: string }[]>([]);
  const at = path.at(-1);
  const level = useFolderLevel(at?._id);
  const folders = (level.data?.pages.flatMap((p) => p.result) ?? []).filter((f) => f._id !== exclude);
  return (
    <Stack gap="xs">
      <Breadcrumbs separator="/">
        <Anchor component="button" type="button" size="sm" onClick={() => setPath([])}>
          {t('actions.top')}
        </Anchor>
        {path.map((p, i) => (
          <Anchor key={p._id} component="button" type="button" size="sm" onClick={() => setPath(path.slice(0, i + 1))}>
            {p.title}
          </Anchor>
        ))}
      </Breadcrumbs>
      <Stack gap={4} role="group" aria-label={t('actions.folders')}>
        {level.isLoading && <Loader size="sm" aria-label={t('loading')} />}
        {folders.map((f) => (
          <Button
            key={f._id}
            variant="subtle"
            justify="flex-start"
            onClick={() => setPath([...path, { _id: f._id, title: f.title }])}
            aria-label={t('actions.open', { title: f.title })}
          >
            📁 {f.title}
          </Button>
        ))}
        {level.data && folders.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('actions.noFolders')}
          </Text>
        )}
        {level.hasNextPage && (
          <Button variant="default" size="xs" w="fit-content" onClick={() => void level.fetchNextPage()} loading={level.isFetchingNextPage}>
            {t('actions.more')}
          </Button>
        )}
      </Stack>
      <Group justify="flex-end">
        <Button onClick={() => onPick(at?._id ?? null)} loading={busy}>
          {t('actions.moveHere', { title: at?.title ?? t('actions.top') })}
        </Button>
      </Group>
    </Stack>
  );
}
