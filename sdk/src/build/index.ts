export { createRemoteConfig, type RemoteOptions } from './remote.js';
export { sharedPreset, remoteName, SHARE_STRATEGY, SHARED_SINGLETONS, type SharedEntry } from './shared.js';
export { moduleRules, resolveOptions } from './rules.js';
export { BuildHashFilePlugin } from './hash-file.js';
export { RemotePreloadPlugin, PRELOAD_FILE } from './preload.js';
export { CompressAssetsPlugin, compressFile } from './compress.js';
export { StartPreloadPlugin } from './start-preload.js';
export { federationLibsHost, federationLibsExternals } from './federation-libs.js';
export { browserSources } from './browser-sources.js';
