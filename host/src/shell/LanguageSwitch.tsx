import { ActionIcon } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Deferred } from '@atrium/sdk/ui';
import { normalizeLang } from '../i18n/index.js';

const loadLanguageMenu = () => import('./LanguageMenu.js');

/** The interface language switch in the header and on the sign-in pages; its menu loads after the page. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = normalizeLang(i18n.language) ?? 'ru';
  return (
    <Deferred
      load={loadLanguageMenu}
      target={
        <ActionIcon variant="subtle" size="lg" aria-label={`${t('header.language')}: ${t(`lang.${current}`)}`} data-testid="lang-switch">
          <IconLanguage size={20} aria-hidden />
        </ActionIcon>
      }
    />
  );
}
