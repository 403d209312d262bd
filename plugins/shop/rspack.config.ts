import { createRemoteConfig } from '@atrium/sdk/build';
import { manifest } from './shared/manifest.js';

export default createRemoteConfig({ manifest, dir: import.meta.dirname });
