import { createRemoteConfig } from '@atrium/sdk/build';
import { manifest } from './shared/manifest.js';

// The calendar UI remote: exposes ./plugin (ui/index.tsx), built to dist/ui, served at /plugins/calendar/.
export default createRemoteConfig({ manifest, dir: import.meta.dirname });
