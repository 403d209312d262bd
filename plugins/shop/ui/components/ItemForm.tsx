import { useState } from 'react';
import { ActionIcon, Button, FileButton, Group, Image, Modal, NumberInput, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useT } from '@atrium/sdk/ui';
import { MAX_PICS, PICTURE_SIZE } from '../../shared/constants.js';
import { ItemInput } from '../../shared/schemas.js';
import type { ItemView, PicView } from '../../shared/types.js';
import { useShopActions, useUploadPicture } from '../api.js';
import { useCheckedForm } from './errors.js';

/** Adds or changes an item; checked by the shared schema before it is sent, and by the server after. */
export function ItemForm({ item, onClose }: { item: ItemView | null; onClose: () => void }) {
  const t = useT();
  const { saveItem } = useShopActions();
  const upload = useUploadPicture();
  const [name, setName] = useState(item?.name ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [cost, setCost] = useState<number | string>(item?.cost ?? '');
  const [startAmount, setStartAmount] = useState<number | string>(item?.startAmount ?? 0);
  const [available, setAvailable] = useState(item?.available ?? true);
  const [pics, setPics] = useState<PicView[]>(item?.pics ?? []);
  const [uploading, setUploading] = useState(false);
  const body = {
    _id: item?._id,
    name,
    description,
    cost: cost === '' ? undefined : Number(cost),
    startAmount: Number(startAmount),
    available,
    pics: pics.map((p) => p._id),
  };
  const { errors, submit, refused } = useCheckedForm(ItemInput, body);
  const addPic = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const f = await upload(file);
      setPics((p) => [...p, { _id: f._id, url: f.src, thumb: f.thumb }]);
    } finally {
      setUploading(false);
    }
  };
  const save = () => submit((data) => saveItem.mutate(data, { onSuccess: onClose, onError: refused }));
  const err = (f: string) => (errors[f] ? t(`rules.${errors[f]}`, errors[f]) : undefined);
  return (
    <Modal opened onClose={onClose} title={t(item ? 'items.edit' : 'items.new')} centered>
      <Stack>
        <TextInput
          label={t('fields.name')}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={err('name')}
          data-autofocus
        />
        <Textarea
          label={t('fields.description')}
          autosize
          minRows={2}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Group grow>
          <NumberInput label={t('fields.cost')} required min={1} value={cost} onChange={setCost} error={err('cost')} />
          {!item && (
            <NumberInput label={t('fields.startAmount')} min={0} value={startAmount} onChange={setStartAmount} error={err('startAmount')} />
          )}
        </Group>
        <Switch label={t('fields.available')} checked={available} onChange={(e) => setAvailable(e.currentTarget.checked)} />
        <Stack gap={4}>
          <Group gap="xs">
            {pics.map((p) => (
              <div key={p._id} style={{ position: 'relative' }}>
                <Image src={p.thumb ?? p.url} alt="" w={60} h={108} fit="cover" radius="sm" />
                <ActionIcon
                  size="xs"
                  color="red"
                  style={{ position: 'absolute', top: 2, right: 2 }}
                  aria-label={t('items.removePicture')}
                  onClick={() => setPics((all) => all.filter((x) => x._id !== p._id))}
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={save} loading={saveItem.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
