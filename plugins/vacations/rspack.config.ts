import { createRemoteConfig } from '@atrium/sdk/build';
import { manifest } from './shared/manifest.js';

// The one Module Federation setup every plugin UI shares: a remote exposing ./plugin, built to dist/ui.
export default createRemoteConfig({ manifest, dir: import.meta.dirname });
