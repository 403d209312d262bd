import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  IconAddressBook,
  IconAdjustmentsHorizontal,
  IconBell,
  IconBuilding,
  IconChartBar,
  IconHierarchy,
  IconSettings,
  IconUser,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { PageRole } from '../app/guards.js';
import { loadScreenTexts } from '../i18n/index.js';

/**
 * The core screens, one folder each under `pages/`. A screen is lazy (its own chunk), may need a
 * role, may add a main-menu entry and may report a module visit when the user leaves it. To add a
 * screen: create `pages/<name>/` and add one entry here.
 */
export interface CorePage {
  path: string;
  Component: LazyExoticComponent<ComponentType>;
  /** Public pages render without the main layout and without a session. */
  public?: boolean;
  /** Who may open it; others go to company (docs/core-screens.md, Rules). */
  role?: PageRole;
  /** A client feature the page needs even for admins (analytics); without it the page is not offered. */
  feature?: string;
  /** A right or client feature the page needs (checked like plugin menu entries). */
  right?: string;
  menu?: CoreMenuEntry;
  /** Module name of the visit report sent when the user leaves the page. */
  visitModule?: string;
}

export interface CoreMenuEntry {
  key: string;
  /** The link; `:me` is the signed-in user's id. */
  to: string;
  icon: Icon;
  /** Main-menu position, the main-menu order in steps of 10 (docs/plugin-guide.md, section 14). */
  order: number;
  /** Translation key of the title (`common` namespace). */
  titleKey: string;
}

const LoginPage = lazy(() => import('./auth/LoginPage.js'));
const AuthorizePage = lazy(() => import('./auth/AuthorizePage.js'));
const RegisterPage = lazy(() => import('./auth/RegisterPage.js'));
const ForgotPasswordPage = lazy(() => import('./auth/ForgotPasswordPage.js'));
const ResetPasswordPage = lazy(() => import('./auth/ResetPasswordPage.js'));
const NotFoundPage = lazy(() => import('./refused/RefusedPage.js').then((m) => ({ default: m.NotFoundPage })));
const NoAccessPage = lazy(() => import('./refused/RefusedPage.js').then((m) => ({ default: m.NoAccessPage })));

/**
 * A signed-in core screen: its module and the core screens' part of the texts load together
 * (i18n/text-parts.ts). The sign-in pages and not-found read only the start part.
 */
const screen = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() => Promise.all([load(), loadScreenTexts()]).then(([module]) => module));

const AddressBookPage = screen(() => import('./address-book/AddressBookPage.js'));
const BirthdaysPage = screen(() => import('./birthdays/BirthdaysPage.js'));
const ProfilePage = screen(() => import('./profile/ProfilePage.js'));
const ProfileRedirect = screen(() => import('./profile/ProfileRedirect.js'));
const EmployeesPage = screen(() => import('./employees/EmployeesPage.js'));
const StructurePage = screen(() => import('./structure/StructurePage.js'));
const NotificationsPage = screen(() => import('./notifications/NotificationsPage.js'));
const ClientsPage = screen(() => import('./clients/ClientsPage.js'));
const AdminPage = screen(() => import('./admin/AdminPage.js'));
const AppSettingsPage = screen(() => import('./app/AppSettingsPage.js'));
const AboutPage = screen(() => import('./about/AboutPage.js'));
const HelpPage = screen(() => import('./help/HelpPage.js'));
const ChiefsDashboardPage = screen(() => import('./chiefs/ChiefsDashboardPage.js'));
const AnalyticsPage = screen(() => import('./analytics/AnalyticsPage.js'));
const SearchPage = screen(() => import('./search/SearchPage.js'));

export const corePages: CorePage[] = [
  { path: '/login', Component: LoginPage, public: true },
  { path: '/login_new', Component: LoginPage, public: true },
  { path: '/authorize', Component: AuthorizePage, public: true },
  { path: '/register', Component: RegisterPage, public: true },
  { path: '/forgot-password', Component: ForgotPasswordPage, public: true },
  { path: '/reset-password/:token', Component: ResetPasswordPage, public: true },
  // An invitation's link: the same single-use token as a restore link, for a first password.
  { path: '/register/:token', Component: ResetPasswordPage, public: true },
  { path: '/404', Component: NotFoundPage },
  { path: '/403', Component: NoAccessPage },
  {
    path: '/notifications',
    Component: NotificationsPage,
    menu: { key: 'notifications', to: '/notifications', icon: IconBell, order: 10, titleKey: 'nav.notifications' },
  },
  {
    path: '/addressBook',
    Component: AddressBookPage,
    visitModule: 'addressBook',
    menu: { key: 'addressBook', to: '/addressBook/', icon: IconAddressBook, order: 30, titleKey: 'nav.addressBook' },
  },
  { path: '/birthdays', Component: BirthdaysPage, visitModule: 'birthdays' },
  { path: '/chiefs_dashboard/:userId', Component: ChiefsDashboardPage, visitModule: 'chiefs_dashboard' },
  {
    path: '/profile/:_id',
    Component: ProfilePage,
    visitModule: 'profile',
    menu: { key: 'profile', to: '/profile/:me', icon: IconUser, order: 40, titleKey: 'nav.profile' },
  },
  { path: '/profile', Component: ProfileRedirect },
  {
    path: '/structure_new',
    Component: StructurePage,
    right: 'structures',
    visitModule: 'structures',
    menu: { key: 'structures', to: '/structure_new', icon: IconHierarchy, order: 120, titleKey: 'nav.structures' },
  },
  {
    path: '/clients',
    Component: ClientsPage,
    role: 'superadmin',
    menu: { key: 'clients', to: '/clients', icon: IconBuilding, order: 160, titleKey: 'nav.clients' },
  },
  {
    path: '/employees',
    Component: EmployeesPage,
    role: 'admin',
    menu: { key: 'employees', to: '/employees/', icon: IconUsers, order: 150, titleKey: 'nav.employees' },
  },
  {
    path: '/admin',
    Component: AdminPage,
    role: 'admin',
    menu: { key: 'admin', to: '/admin/', icon: IconSettings, order: 170, titleKey: 'nav.admin' },
  },
  {
    path: '/analytics',
    Component: AnalyticsPage,
    // ANALYTICS_ADMIN_ROLE of '@atrium/sdk/shared', written out: that module (its schemas) stays out of the shell's first scripts.
    role: 'analytics_admin',
    feature: 'analytics',
    visitModule: 'analytics',
    menu: { key: 'analytics', to: '/analytics', icon: IconChartBar, order: 175, titleKey: 'nav.analytics' },
  },
  {
    path: '/app',
    Component: AppSettingsPage,
    role: 'superadmin',
    menu: { key: 'app', to: '/app', icon: IconAdjustmentsHorizontal, order: 180, titleKey: 'nav.app' },
  },
  // The one search's results; the header's search box leads here (docs/architecture.md, "The one search").
  { path: '/search', Component: SearchPage },
  { path: '/about', Component: AboutPage },
  { path: '/help', Component: HelpPage },
];

export { NotFoundPage };

/** Areas reserved to a role whatever screen ends up serving them (docs/core-screens.md, Rules). */
export const ROLE_AREAS: { prefix: string; role: 'superadmin' | 'admin' }[] = [
  { prefix: '/clients', role: 'superadmin' },
  { prefix: '/app', role: 'superadmin' },
  { prefix: '/employees', role: 'admin' },
];
