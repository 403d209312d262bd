import { Anchor, Button, Card, Center, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useFormatSize, useT } from '@atrium/sdk/ui';
import type { ArticleFile } from '../../shared/types.js';

/** What a file's icon says: its extension (PDF, DOCX…), or a sheet for a name without one. */
const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 && name.length - dot <= 5 ? name.slice(dot + 1).toUpperCase() : '📄';
};

// A light square as Mantine's ThemeIcon draws it, from the first-paint kit: ThemeIcon would load the rest of
// @mantine/core with an article (docs/benchmarks.md, "The article on a phone").
const ICON = { flexShrink: 0, borderRadius: 'var(--mantine-radius-sm)' };

/**
 * Files as cards: an image with its thumbnail above the name, any other file with an icon beside its name and size;
 * each opens in a new tab; `onRemove` offers deleting.
 */
export function FileList({ files, onRemove }: { files: ArticleFile[]; onRemove?(id: string): void }) {
  const t = useT();
  if (!files.length) return <Text c="dimmed">{t('empty.files')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
      {files.map((f) => (
        <Card key={f._id} withBorder padding="xs" data-testid="kb-file">
          {f.thumb || f.filetype.startsWith('image/') ? (
            <Stack gap={4}>
              <Image src={f.thumb ?? f.path} alt={f.filename} h={120} fit="contain" />
              <FileLine file={f} onRemove={onRemove} />
            </Stack>
          ) : (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Center
                w={40}
                h={40}
                bg="var(--mantine-primary-color-light)"
                c="var(--mantine-primary-color-light-color)"
                style={ICON}
                aria-hidden
              >
                <Text size="xs" fw={700}>
                  {extensionOf(f.filename)}
                </Text>
              </Center>
              <FileLine file={f} onRemove={onRemove} />
            </Group>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** A file's name (its link), size and, for those who may, the delete button. */
function FileLine({ file, onRemove }: { file: ArticleFile; onRemove?(id: string): void }) {
  const t = useT();
  const size = useFormatSize();
  return (
    <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
      <Anchor href={file.path} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
        {file.filename}
      </Anchor>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {size(file.size)}
        </Text>
        {onRemove && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() => onRemove(file._id)}
            aria-label={t('files.remove', { name: file.filename })}
          >
            {t('actions.delete')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
