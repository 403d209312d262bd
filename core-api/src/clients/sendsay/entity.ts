import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/** A client's Sendsay account: where `POST api/clients/exec_sendsay` sends its employees. The key is kept sealed. */
export interface SendsayAccountRow extends ClientRow {
  login: string;
  listId: string;
  baseUrl: string;
  apiKeySealed: string;
}

export const SendsayAccount = defineEntity<SendsayAccountRow>({
  name: 'SendsayAccount',
  table: 'sendsay_account',
  // One account per client.
  indices: [{ columns: [], unique: true, name: 'ux_sendsay_account' }],
  columns: {
    login: { type: 'varchar', length: 100 },
    listId: { type: 'varchar', length: 100 },
    baseUrl: { type: 'varchar', length: 500 },
    apiKeySealed: { type: 'text' },
  },
});
