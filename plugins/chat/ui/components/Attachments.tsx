import { Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { useFormatSize, useT } from '@atrium/sdk/ui';
import { useAttachments } from '../api.js';
import { linksIn } from './text.js';

/** The chat's files or links, newest first, with "more". */
export function Attachments({ id, kind }: { id: string; kind: 'files' | 'links' }) {
  const t = useT();
  const size = useFormatSize();
  const q = useAttachments(id, kind);
  const items = (q.data?.pages ?? []).flatMap((p) => [...p.result].reverse());
  return (
    <Stack gap="xs">
      {q.isLoading && <Loader size="sm" />}
      {q.data && items.length === 0 && <Text c="dimmed">{t(kind === 'files' ? 'chat.noFiles' : 'chat.noLinks')}</Text>}
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((m) =>
          kind === 'files' && m.file ? (
            <li key={m.seq}>
              <Anchor href={m.file.url} target="_blank" rel="noreferrer">
                {m.file.fileName}
              </Anchor>{' '}
              <Text span size="xs" c="dimmed">
                {size(m.file.size)}
              </Text>
            </li>
          ) : (
            linksIn(m.content).map((url, i) => (
              <li key={`${m.seq}-${i}`}>
                <Anchor href={url} target="_blank" rel="noreferrer" style={{ overflowWrap: 'anywhere' }}>
                  {url}
                </Anchor>
              </li>
            ))
          ),
        )}
      </Stack>
      {q.hasNextPage && (
        <Button variant="subtle" size="xs" loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
          {t('list.more')}
        </Button>
      )}
    </Stack>
  );
}
