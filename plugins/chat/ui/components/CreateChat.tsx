import { useState } from 'react';
import { Button } from '@mantine/core';
import { preloadPart, usePart, useT } from '@atrium/sdk/ui';
import { loadCreateChat } from '../parts.js';

/** "New chat": the button; its dialog loads when pointed at, focused or pressed (parts.ts). */
export function CreateChat() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const Dialog = usePart(loadCreateChat, open);
  const preload = () => preloadPart(loadCreateChat);
  return (
    <>
      <Button onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload} loading={open && !Dialog}>
        {t('create.open')}
      </Button>
      {open && Dialog && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}
