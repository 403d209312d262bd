import { useEffect, useState } from 'react';
import { Anchor, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useApi, useFormatSize } from '@atrium/sdk/ui';
import type { Attachment } from '../../shared/attachment.js';

/**
 * Files are served to signed-in users only (the bearer token travels in a header), so a picture is
 * fetched as a blob and shown from an object URL, and a download saves the blob (wall README, Rules).
 */
function useBlobUrl(url: string) {
  const api = useApi();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    void api
      .get<Blob>(url, { blob: true, quiet: true })
      .then((b) => {
        made = URL.createObjectURL(b);
        if (live) setSrc(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [api, url]);
  return src;
}

function Picture({ a }: { a: Attachment }) {
  const src = useBlobUrl(a.mini ?? a.url);
  return <Image src={src} alt={a.fileName} radius="sm" h={120} fit="cover" />;
}

function useDownload() {
  const api = useApi();
  return async (a: Attachment) => {
    const blob = await api.get<Blob>(a.url, { blob: true });
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = a.fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  };
}

/** Pictures as thumbnails, other files as download links with their size. */
export function Attachments({ items }: { items: Attachment[] }) {
  const size = useFormatSize();
  const download = useDownload();
  if (!items.length) return null;
  const images = items.filter((a) => a.mimetype.startsWith('image/'));
  const files = items.filter((a) => !a.mimetype.startsWith('image/'));
  return (
    <Stack gap="xs">
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {images.map((a) => (
            <Anchor key={a.file} component="button" type="button" aria-label={a.fileName} onClick={() => void download(a)}>
              <Picture a={a} />
            </Anchor>
          ))}
        </SimpleGrid>
      )}
      {files.map((a) => (
        <Group key={a.file} gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={() => void download(a)}>
            <IconPaperclip size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} aria-hidden />
            {a.fileName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {size(a.size)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
