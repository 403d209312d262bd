import { createRemoteConfig } from '@atrium/sdk/build';
import { manifest } from './shared/manifest.js';

// The knowledge base UI remote: exposes ./plugin (ui/index.tsx), built to dist/ui, served at /plugins/knowl_base/.
export default createRemoteConfig({ manifest, dir: import.meta.dirname });
