/**
 * The first-paint kit of @mantine/core: what the shell, the sign-in page, the wall, the plugins' wall
 * widgets and @mantine/notifications render with, and the frame of stored rich text (an article's
 * Typography). Menus, popovers, tooltips, modals and ScrollArea are not in it: the shell and the wall load theirs after the page (`Deferred` of @atrium/sdk/ui). The build sends every import of these names from
 * '@mantine/core' (in the host, the SDK's UI, each plugin remote and the @mantine packages) to this
 * module's share key (sdk/src/build/paint-kits.ts); the rest of the package loads with the first page
 * that uses a name outside the list. Both are modules of the host's build, whose module cache holds one
 * copy of each component and of MantineProvider's contexts, so the two halves are one Mantine
 * (docs/benchmarks.md, "First-paint kits"). The build reads the list from this file.
 */
export {
  ActionIcon,
  Alert,
  Anchor,
  AppShell,
  Avatar,
  Badge,
  Box,
  Burger,
  Button,
  Card,
  Center,
  CloseButton,
  Code,
  Grid,
  Group,
  Image,
  Indicator,
  Loader,
  MantineProvider,
  NavLink,
  Notification,
  OptionalPortal,
  Paper,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Typography,
  UnstyledButton,
  VisuallyHidden,
  createTheme,
  createVarsResolver,
  factory,
  getDefaultZIndex,
  rem,
  useMantineColorScheme,
  useMantineTheme,
  useProps,
  useStyles,
} from '@atrium/real/mantine-core';
