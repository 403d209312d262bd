import { createRemoteConfig } from '@atrium/sdk/build';
import { manifest } from './shared/manifest.js';

// The chat UI remote: exposes ./plugin (ui/index.tsx), built to dist/ui, served at /plugins/chat/.
export default createRemoteConfig({ manifest, dir: import.meta.dirname });
