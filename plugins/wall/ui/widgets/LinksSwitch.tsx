import { Switch } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';

/** The administrators' switch of the links block (a part: the write kit is not part of the first paint). */
export default function LinksSwitch({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const t = useT();
  return <Switch size="xs" aria-label={t('widgets.linksOn')} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />;
}
