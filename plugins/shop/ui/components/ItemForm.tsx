import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { FormActions, useRuleText, useT } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm } from '@atrium/sdk/ui/form';
import { MAX_PICS, PICTURE_SIZE } from '../../shared/constants.js';
import { ItemInput } from '../../shared/schemas.js';
import type { ItemView, PicView } from '../../shared/types.js';
import { useShopActions, useUploadPicture } from '../api.js';

/** Adds or changes an item; checked by the shared schema before it is sent, and by the server after. */
export function ItemForm({ item, onClose }: { item: ItemView | null; onClose: () => void }) {
  const t = useT();
  const text = useRuleText();
  const { saveItem } = useShopActions();
  const upload = useUploadPicture();
  const [uploading, setUploading] = useState(false);
  const form = useSchemaForm(
    ItemInput,
    {
      name: item?.name ?? '',
      description: item?.description ?? '',
      cost: (item?.cost ?? '') as number | string,
      startAmount: (item?.startAmount ?? 0) as number | string,
      available: item?.available ?? true,
      pics: item?.pics ?? ([] as PicView[]),
    },
    (v): ItemInput => ({
      _id: item?._id,
      name: v.name,
      description: v.description,
      // A cleared number input is NaN, which the schema refuses with the field's rule.
      cost: v.cost === '' ? NaN : Number(v.cost),
      startAmount: Number(v.startAmount),
      available: v.available,
      pics: v.pics.map((p) => p._id),
    }),
  );
  const { pics } = form.values;
  const addPic = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const f = await upload(file);
      form.insertListItem('pics', { _id: f._id, url: f.src, thumb: f.thumb } satisfies PicView);
    } finally {
      setUploading(false);
    }
  };
  const submit = form.submit(async (body) => {
    await saveItem.mutateAsync(body);
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={t(item ? 'items.edit' : 'items.new')} centered>
      {/* The schema checks the fields, in the user's language: the browser's own check of `required` stays off. */}
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('fields.name')} required {...form.getInputProps('name')} data-autofocus />
          <Textarea label={t('fields.description')} autosize minRows={2} {...form.getInputProps('description')} />
          <Group grow>
            <NumberInput label={t('fields.cost')} required min={1} {...form.getInputProps('cost')} />
            {!item && <NumberInput label={t('fields.startAmount')} min={0} {...form.getInputProps('startAmount')} />}
          </Group>
          <Switch label={t('fields.available')} {...form.getInputProps('available', { type: 'checkbox' })} />
          <Stack gap={4}>
            <Group gap="xs">
              {pics.map((p, i) => (
                <div key={p._id} style={{ position: 'relative' }}>
                  <Image src={p.thumb ?? p.url} alt="" w={60} h={108} fit="cover" radius="sm" />
                  <ActionIcon
                    size="xs"
                    color="red"
                    style={{ position: 'absolute', top: 2, right: 2 }}
                    aria-label={t('items.removePicture')}
                    onClick={() => form.removeListItem('pics', i)}
                  >
                    <IconX size={12} />
                  </ActionIcon>
                </div>
              ))}
            </Group>
            <FileButton onChange={addPic} accept="image/png,image/jpeg,image/webp,image/gif">
              {(props) => (
                <Button variant="default" {...props} loading={uploading} disabled={pics.length >= MAX_PICS}>
                  {t('items.addPicture')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {t('items.pictureHint', PICTURE_SIZE)}
            </Text>
          </Stack>
          {saveItem.error && !refusedFields(saveItem.error) && <Alert color="red">{text(saveItem.error)}</Alert>}
          <FormActions saving={saveItem.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
