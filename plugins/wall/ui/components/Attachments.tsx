import { Anchor, Group, Image, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { formatSize } from "../format.js";
import type { Attachment } from "../types.js";

/** Pictures as thumbnails, other files as download links with their size. */
export function Attachments({ items }: { items: Attachment[] }) {
  if (!items.length) return null;
  const images = items.filter((a) => a.mimetype.startsWith("image/"));
  const files = items.filter((a) => !a.mimetype.startsWith("image/"));
  return (
    <Stack gap="xs">
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {images.map((a) => (
            <Anchor key={a.file} href={a.url} target="_blank" rel="noreferrer">
              <Image
                src={a.mini ?? a.url}
                alt={a.fileName}
                radius="sm"
                h={120}
                fit="cover"
              />
            </Anchor>
          ))}
        </SimpleGrid>
      )}
      {files.map((a) => (
        <Group key={a.file} gap="xs">
          <Anchor href={a.url} target="_blank" rel="noreferrer" size="sm">
            <IconPaperclip
              size={14}
              style={{ verticalAlign: "middle", marginRight: 4 }}
              aria-hidden
            />
            {a.fileName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {formatSize(a.size)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
