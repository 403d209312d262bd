import {
  IconAddressBook, IconApps, IconBeach, IconBell, IconBook, IconBriefcase, IconBuilding, IconBulb, IconCake, IconCalendar,
  IconChartBar, IconChartLine, IconChecklist, IconClipboardCheck, IconHelp, IconHierarchy, IconInfoCircle, IconMessages,
  IconNews, IconRoute, IconSchool, IconSettings, IconShoppingCart, IconSpeakerphone, IconTargetArrow, IconTool, IconUser,
  IconUsers, IconUsersGroup, type Icon,
} from '@tabler/icons-react';

/** The icon names menu entries (core and plugin manifests) may use. Unknown names get a neutral icon. */
export const ICONS: Record<string, Icon> = {
  bell: IconBell,
  news: IconNews,
  'address-book': IconAddressBook,
  user: IconUser,
  'users-group': IconUsersGroup,
  calendar: IconCalendar,
  book: IconBook,
  briefcase: IconBriefcase,
  tool: IconTool,
  'chart-bar': IconChartBar,
  messages: IconMessages,
  hierarchy: IconHierarchy,
  speakerphone: IconSpeakerphone,
  bulb: IconBulb,
  users: IconUsers,
  building: IconBuilding,
  settings: IconSettings,
  'shopping-cart': IconShoppingCart,
  checklist: IconChecklist,
  route: IconRoute,
  beach: IconBeach,
  school: IconSchool,
  'chart-line': IconChartLine,
  'target-arrow': IconTargetArrow,
  'clipboard-check': IconClipboardCheck,
  cake: IconCake,
  help: IconHelp,
  info: IconInfoCircle,
  apps: IconApps,
};

export const iconOf = (name: string | undefined): Icon => ICONS[name ?? ''] ?? IconApps;
