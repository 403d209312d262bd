import { Anchor, Button, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useFormatSize, useT } from '@atrium/sdk/ui';
import type { ArticleFile } from '../../shared/types.js';

/** Files with a preview: an image's thumbnail, else its type; each opens in a new tab; `onRemove` offers deleting. */
export function FileList({ files, onRemove }: { files: ArticleFile[]; onRemove?(id: string): void }) {
  const t = useT();
  const size = useFormatSize();
  if (!files.length) return <Text c="dimmed">{t('empty.files')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
      {files.map((f) => (
        <Card key={f._id} withBorder padding="xs">
          <Stack gap={4}>
            {f.thumb || f.filetype.startsWith('image/') ? (
              <Image src={f.thumb ?? f.path} alt={f.filename} h={120} fit="contain" />
            ) : (
              <Group h={120} justify="center">
                <Text c="dimmed" size="sm">
                  {f.filetype}
                </Text>
              </Group>
            )}
            <Anchor href={f.path} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {f.filename}
            </Anchor>
            <Group justify="space-between">
              <Text size="xs" c="dimmed">
                {size(f.size)}
              </Text>
              {onRemove && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => onRemove(f._id)}
                  aria-label={t('files.remove', { name: f.filename })}
                >
                  {t('actions.delete')}
                </Button>
              )}
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
