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
