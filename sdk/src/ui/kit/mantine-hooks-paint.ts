/**
 * The first-paint kit of @mantine/hooks: the hooks the core kit (mantine-paint.ts) and the first
 * paint's own code use, about a fifth of the package (sdk/src/build/paint-kits.ts). The build reads the
 * list from this file.
 */
export {
  assignRef,
  mergeRefs,
  randomId,
  useCallbackRef,
  useClickOutside,
  useColorScheme,
  useDebouncedCallback,
  useDebouncedValue,
  useDidUpdate,
  useDisclosure,
  useFocusReturn,
  useFocusTrap,
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
