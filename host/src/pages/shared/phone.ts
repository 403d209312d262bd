import { useMediaQuery } from '@mantine/hooks';

/** Phones (below the spec's "phone" breakpoint of 481 px): dialogs take the whole screen there. */
export const usePhone = () => useMediaQuery('(max-width: 480.98px)') ?? false;
