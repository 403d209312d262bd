import { preloadPart } from '@atrium/sdk/ui';

// An item's form is not part of an article's first paint (docs/benchmarks.md, "The article on a phone"): with
// it came zod, the form kit, @mantine/form, the pickers and the rest of @mantine/core. It loads when the
// user opens it, or earlier, when they point at or focus the button that does.
export const loadItemForm = () => import('./components/ItemForm.js').then((m) => ({ default: m.ItemForm }));

/** The handlers that start loading the form when the user points at or focuses what opens it. */
export const preloadingItemForm = { onPointerEnter: () => preloadPart(loadItemForm), onFocus: () => preloadPart(loadItemForm) };
