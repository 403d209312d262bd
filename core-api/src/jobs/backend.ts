import type { DataSource } from 'typeorm';
import { InMemoryNotificationChannel, type AgendaBackend } from 'agenda';
import { TypeormJobRepository } from './repository.js';

/**
 * agenda 6 takes any backend that provides a JobRepository: ours stores jobs in the platform's database.
 * The in-memory channel starts jobs created on this node at once; other nodes find them by polling.
 */
export class TypeormBackend implements AgendaBackend {
  readonly name = 'TypeORM';
  readonly repository: TypeormJobRepository;
  readonly notificationChannel = new InMemoryNotificationChannel();
  readonly ownsConnection = false;

  constructor(ds: DataSource) {
    this.repository = new TypeormJobRepository(ds);
  }

  async connect(): Promise<void> {
    await this.repository.connect();
  }

  async disconnect(): Promise<void> {
    // The data source belongs to the app, which closes it after agenda has stopped.
  }
}
