import { createRemoteConfig } from '@atrium/sdk/build';

// The one Module Federation setup every plugin UI shares: a remote exposing ./plugin, built to dist/ui.
export default createRemoteConfig({ code: 'wall', dir: import.meta.dirname });
