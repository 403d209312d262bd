import { createRemoteConfig } from '@atrium/sdk/build';
import { manifest } from './shared/manifest.js';

// The wall UI remote: exposes ./plugin (ui/index.tsx), built to dist/ui, served at /plugins/wall/.
export default createRemoteConfig({ manifest, dir: import.meta.dirname });
