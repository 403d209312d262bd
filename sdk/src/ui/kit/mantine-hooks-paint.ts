/**
 * The first-paint kit of @mantine/hooks: the hooks the core kit (mantine-paint.ts) and the first
 * paint's own code use, about a fifth of the package (sdk/src/build/paint-kits.ts). The build reads the
 * list from this file.
 */
export {
  assignRef,
  mergeRefs,
  randomId,
  useColorScheme,
  useDebouncedValue,
  useDidUpdate,
  useDisclosure,
  useForceUpdate,
  useId,
  useIntersection,
  useIsomorphicEffect,
  useMediaQuery,
  useMergedRef,
  useMounted,
  useMutationObserver,
  useReducedMotion,
  useShallowEffect,
  useTimeout,
  useUncontrolled,
  useWindowEvent,
} from '@atrium/real/mantine-hooks';
