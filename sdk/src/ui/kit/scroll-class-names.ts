/**
 * What AppShell's header, footer and aside and the notifications' container take from react-remove-scroll:
 * the class names that keep fixed elements in place while a dialog locks the page's scroll. The build
 * gives these modules this object instead of the component (sdk/src/build/scroll-class-names.ts), which
 * keeps the scroll lock (~4 KB on the wire) out of the first paint; dialogs load it with the rest of
 * @mantine/core. A test checks the names match the package's.
 */
export const RemoveScroll = {
  classNames: { fullWidth: 'width-before-scroll-bar', zeroRight: 'right-scroll-bar-position' },
} as const;
