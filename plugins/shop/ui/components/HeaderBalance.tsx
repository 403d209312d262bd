import { UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useFormat, useMe, useRealtime, useT } from '@atrium/sdk/ui';
import { PUSH } from '../../shared/events.js';
import { useBalance, useSettings } from '../api.js';
import { coinName, Coins } from './Coins.js';

/**
 * My balance in the shell's header (slot `shell.header`), leading to the shop. It changes live: the server tells every
 * tab of the employee the new amount when coins move (an accrual, a purchase in another tab, a reset), and the shop's
 * pages read the same query.
 */
export function HeaderBalance() {
  const t = useT('shop');
  const format = useFormat();
  const me = useMe();
  const settings = useSettings();
  const balance = useBalance(me?.user._id);
  const qc = useQueryClient();
  useRealtime(PUSH.balance, () => void qc.invalidateQueries({ queryKey: ['shop', 'balance', me?.user._id] }));
  if (!settings.data || !balance.data) return null;
  return (
    <UnstyledButton
      component={Link}
      to="/shop"
      // The name holds the visible text ("250 coins") after what it is, so speech input finds it by what is shown.
      aria-label={`${t('myBalance')}: ${format.number(balance.data.amount)} ${coinName(settings.data)}`}
      data-testid="header-balance"
      px={6}
    >
      <Coins amount={balance.data.amount} settings={settings.data} size="sm" />
    </UnstyledButton>
  );
}
