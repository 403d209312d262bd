/**
 * The first-paint kit of react-i18next: what every screen of the workspace uses, a third of the
 * package (its Trans components and their HTML parser stay out; sdk/src/build/paint-kits.ts). A plugin
 * that imports anything else gets it from the whole package, which loads then and shares these
 * modules, so the i18next instance and its context stay one. Each name comes from its own module: the
 * package's index would bring every export along once the whole package is provided too. The build
 * reads the list from this file.
 */
export { initReactI18next } from '@atrium/real/react-i18next/initReactI18next.js';
export { useTranslation } from '@atrium/real/react-i18next/useTranslation.js';
