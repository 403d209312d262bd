import { Avatar, Button, FileButton, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PicView } from '../../shared/types.js';
import { useUploadPicture } from '../api.js';

/** One picture (an achievement's, the shop's icon): uploaded through the core first, then referenced by the record. */
export function PictureField({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: PicView | null;
  onChange: (p: PicView) => void;
  label: string;
  /** Shown until a picture is chosen. */
  placeholder: ReactNode;
}) {
  const upload = useUploadPicture();
  return (
    <Group>
      <Avatar src={value?.thumb ?? value?.url} alt="" size="lg" radius="md">
        {placeholder}
      </Avatar>
      <FileButton
        accept="image/png,image/jpeg,image/webp,image/gif"
        onChange={async (file) => {
          if (!file) return;
          const f = await upload(file);
          onChange({ _id: f._id, url: f.src, thumb: f.thumb });
        }}
      >
        {(props) => (
          <Button variant="default" {...props}>
            {label}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}
