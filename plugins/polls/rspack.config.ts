import { createRemoteConfig } from '@atrium/sdk/build';

// The polls UI remote: exposes ./plugin (ui/index.tsx), built to dist/ui, served at /plugins/polls/.
export default createRemoteConfig({ code: 'polls', dir: import.meta.dirname });
