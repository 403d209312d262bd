import { useMediaQuery } from '@mantine/hooks';

/** Phones (below the phone breakpoint of 481 px: docs/architecture.md, Limits): dialogs take the whole screen there. */
export const usePhone = () => useMediaQuery('(max-width: 480.98px)', undefined, { getInitialValueInEffect: false }) ?? false;
