import i18next from 'i18next';
import { notifications } from '@mantine/notifications';

let openLink: (to: string) => void = () => undefined;
/** The router registers how a clicked toast navigates (to notifications). */
export const setToastNavigator = (fn: (to: string) => void) => {
  openLink = fn;
};

/** A toast; clicking one opens notifications (docs/architecture.md, Session and shell) unless it names another link. */
export function toast(o: { message: string; title?: string; color?: 'green' | 'red' | 'blue' | 'yellow'; link?: string }) {
  const id = notifications.show({
    title: o.title,
    message: o.message,
    color: o.color ?? 'blue',
    withBorder: true,
    closeButtonProps: { 'aria-label': i18next.t('screens.close') },
    style: { cursor: 'pointer' },
    onClick: () => {
      notifications.hide(id);
      openLink(o.link ?? '/notifications');
    },
  });
}
