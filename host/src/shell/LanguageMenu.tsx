import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useMe, type DeferredProps } from '@atrium/sdk/ui';
import { api } from '../api/client.js';
import { LANGS, normalizeLang, setLang, type Lang } from '../i18n/index.js';

/** The language menu, loaded after the page (LanguageSwitch.tsx); signed in, the choice is the profile's language too. */
export default function LanguageMenu({ target, defaultOpened }: DeferredProps) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const qc = useQueryClient();
  const current = normalizeLang(i18n.language) ?? 'ru';
  const choose = (l: Lang) => {
    setLang(l);
    // The superadmin belongs to no client: the choice stays in this browser.
    if (me?.client && !me.isSuperadmin)
      void api
        .put(`/api/user/${me.user._id}`, { lang: l }, { quiet: true })
        .then(() => qc.invalidateQueries({ queryKey: ['me'] }))
        .catch(() => undefined);
  };
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {LANGS.map((l) => (
          <Menu.Item key={l} onClick={() => choose(l)} fw={l === current ? 700 : 400} data-lang={l} lang={l}>
            {t(`lang.${l}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
