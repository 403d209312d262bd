import { lazy, useState } from 'react';
import { useMe } from '@atrium/sdk/ui';
import { useMoodCheck } from '../api.js';

const MeterPopup = lazy(() => import('./MeterPopup.js').then((m) => ({ default: m.MeterPopup })));

/**
 * The `shell.mood` fill: when the server says a check is due, a popup asks for the mood from 1 to 10. The shell
 * leaves the slot out for the superadmin and when the company hides the meter; "Later" closes it until the next
 * visit. Employees without the right `mood` are never asked.
 */
export function MoodMeter() {
  const me = useMe();
  const mayRate = !!me?.client && !me.isSuperadmin && (me.rights === null || me.rights.includes('mood'));
  const check = useMoodCheck(me?.user._id, mayRate);
  const [later, setLater] = useState(false);
  if (!mayRate || check.data !== true || later) return null;
  return <MeterPopup userId={me!.user._id} onLater={() => setLater(true)} />;
}
