import type http from 'node:http';
import { AppError } from '@atrium/sdk/shared';
import type { Core, ServiceProviders } from '../core.js';

const notReady = (name: string) => () => {
  throw new AppError(503, 'ServiceUnavailable', 'errors.serviceUnavailable', `${name} service is not available`);
};

/**
 * Builds the notify, files, jobs and realtime services for the installation. Each service module
 * replaces its entry as it is built (see docs/architecture.md, "Platform services").
 */
export async function createProviders(core: Core, server: http.Server): Promise<ServiceProviders> {
  void core;
  void server;
  return {
    notify: () => notReady('notification') as never,
    files: () => new Proxy({}, { get: (_t, k) => (k === 'then' ? undefined : notReady('file')) }) as never,
    jobs: () => new Proxy({}, { get: (_t, k) => (k === 'then' ? undefined : notReady('job')) }) as never,
    realtime: () => new Proxy({}, { get: (_t, k) => (k === 'then' ? undefined : notReady('realtime')) }) as never,
  };
}
