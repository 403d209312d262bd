import { Menu } from '@mantine/core';
import { useNavigate } from 'react-router';
import { preloadPart, useMe, useShell, useT, type DeferredProps } from '@atrium/sdk/ui';
import { chatRoutes } from '../../shared/routes.js';
import type { ChatView } from '../../shared/types.js';
import { useChatMutation } from '../api.js';
import { loadEditChat } from '../parts.js';

/** A room's actions, loaded after the room (ChatPane.tsx, `Deferred`): pin, mute, archive, edit, close, delete or leave. */
export default function ChatMenu({ chat: c, onEdit, target, defaultOpened }: DeferredProps & { chat: ChatView; onEdit: () => void }) {
  const t = useT();
  const me = useMe();
  const navigate = useNavigate();
  const shell = useShell();
  const id = c._id;
  const settings = useChatMutation((a, patch: { pinned?: boolean; muted?: boolean; archived?: boolean }) =>
    a.call(chatRoutes.settings, { params: { id }, body: patch }),
  );
  const update = useChatMutation((a, patch: { closed: boolean }) => a.call(chatRoutes.update, { params: { id }, body: patch }));
  const remove = useChatMutation((a) => a.call(chatRoutes.remove, { params: { client: me!.client!._id, chat: id } }));
  const manages = !c.metadata.isPrivate && (c.owner === me?.user._id || !!me?.isAdmin);
  const deletes = c.metadata.isPrivate || manages;
  return (
    <Menu position="bottom-end" defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => settings.mutate({ pinned: !c.metadata.isPinned })}>
          {t(c.metadata.isPinned ? 'chat.unpin' : 'chat.pin')}
        </Menu.Item>
        <Menu.Item onClick={() => settings.mutate({ muted: !c.muted })}>{t(c.muted ? 'chat.unmute' : 'chat.mute')}</Menu.Item>
        <Menu.Item onClick={() => settings.mutate({ archived: !c.archived })}>
          {t(c.archived ? 'chat.unarchive' : 'chat.archive')}
        </Menu.Item>
        {manages && (
          <Menu.Item onClick={onEdit} onPointerEnter={() => preloadPart(loadEditChat)} onFocus={() => preloadPart(loadEditChat)}>
            {t('edit.open')}
          </Menu.Item>
        )}
        {manages && (
          <Menu.Item onClick={() => update.mutate({ closed: !c.closed })}>{t(c.closed ? 'chat.reopen' : 'chat.close')}</Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red"
          onClick={() => {
            if (!window.confirm(t(deletes ? 'chat.deleteConfirm' : 'chat.leaveConfirm'))) return;
            remove.mutate(undefined, {
              onSuccess: () => {
                shell.toast({ message: t(deletes ? 'chat.deleted' : 'chat.left'), color: 'green' });
                void navigate('/chat');
              },
            });
          }}
        >
          {t(deletes ? 'chat.delete' : 'chat.leave')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
