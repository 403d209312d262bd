// The aliases the build maps to the real packages (sdk/src/build/rules.ts), typed as the packages.
declare module '@atrium/real/react-router' {
  export * from 'react-router';
}
declare module '@atrium/real/zod' {
  export * from 'zod';
}
declare module '@atrium/real/mantine-core' {
  export * from '@mantine/core';
}
declare module '@atrium/real/mantine-hooks' {
  export * from '@mantine/hooks';
}
declare module '@atrium/real/react-i18next/initReactI18next.js' {
  export { initReactI18next } from 'react-i18next';
}
declare module '@atrium/real/react-i18next/useTranslation.js' {
  export { useTranslation } from 'react-i18next';
}
