import { useTranslation } from 'react-i18next';
import { usePlugins } from '../plugins/PluginsProvider.js';
import { normalizeLang } from '../i18n/index.js';
import { PEOPLE } from './people.js';

export interface SearchModule {
  code: string;
  title: string;
}

/**
 * The modules the reader searches: employees and each plugin they may use that indexes records, named by
 * the plugin's own title (`GET api/plugins`, which the menu reads too). `label` names any hit's module.
 */
export function useSearchModules(): { modules: SearchModule[]; label: (code: string) => string } {
  const { t, i18n } = useTranslation();
  const plugins = usePlugins();
  const lang = normalizeLang(i18n.language) ?? 'en';
  const modules = [
    { code: PEOPLE, title: t('search.people') },
    ...plugins.filter((p) => p.search).map((p) => ({ code: p.code, title: p.titles[lang] })),
  ];
  return { modules, label: (code) => modules.find((m) => m.code === code)?.title ?? code };
}
