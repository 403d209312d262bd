import { Menu } from '@mantine/core';
import { useT, type DeferredProps } from '@atrium/sdk/ui';

/** A post's actions for its author, loaded after the page (PostCard.tsx, `Deferred`). */
export default function PostMenu({
  target,
  defaultOpened,
  onEdit,
  onDelete,
}: DeferredProps & { onEdit: () => void; onDelete: () => void }) {
  const t = useT();
  return (
    <Menu position="bottom-end" defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onEdit}>{t('edit')}</Menu.Item>
        <Menu.Item color="red" onClick={onDelete}>
          {t('delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
