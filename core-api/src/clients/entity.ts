import { EntitySchema } from 'typeorm';

export interface ClientRow {
  id: string;
  workspace: string;
  name: string;
  vendor: string | null;
  lang: string;
  start_page: string;
  status: 'active' | 'blocked';
  features: { feature: string; active: boolean }[];
  settings: Record<string, unknown>;
  design: Record<string, unknown>;
  city: string | null;
  phone: string | null;
  address: string | null;
  director: string | null;
  messengerChannel: string | null;
  storageTotalGb: number;
  notes: string | null;
  /** Rights new employees get. */
  initialRights: string[];
  createdAt: Date;
  updatedAt: Date;
}

export const Client = new EntitySchema<ClientRow>({
  name: 'Client',
  tableName: 'client',
  columns: {
    id: { type: 'varchar', length: 36, primary: true },
    workspace: { type: 'varchar', length: 64 },
    name: { type: 'varchar', length: 200 },
    vendor: { type: 'varchar', length: 64, nullable: true },
    lang: { type: 'varchar', length: 8, default: 'ru' },
    start_page: { type: 'varchar', length: 100, default: 'company' },
    status: { type: 'varchar', length: 16, default: 'active' },
    features: { type: 'simple-json' },
    settings: { type: 'simple-json' },
    design: { type: 'simple-json' },
    city: { type: 'varchar', length: 100, nullable: true },
    phone: { type: 'varchar', length: 50, nullable: true },
    address: { type: 'varchar', length: 300, nullable: true },
    director: { type: 'varchar', length: 200, nullable: true },
    messengerChannel: { type: 'varchar', length: 300, nullable: true },
    storageTotalGb: { type: 'double', default: 10 },
    notes: { type: 'text', nullable: true },
    initialRights: { type: 'simple-json' },
    createdAt: { type: 'datetime', precision: 3 },
    updatedAt: { type: 'datetime', precision: 3 },
  },
  indices: [{ name: 'ux_client_workspace', columns: ['workspace'], unique: true }],
});
