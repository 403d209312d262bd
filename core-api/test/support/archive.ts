import type { TestApp } from '@atrium/sdk/testing';

/** Exports a client's archive as the clients screen does (the job run here, then polled) and downloads it. */
export async function exportArchive(t: TestApp, clientId: string): Promise<Buffer> {
  const started = await t.superadmin.api.post(`/api/clients/export/${clientId}`, { name: 'test' });
  if (started.status !== 202) throw new Error(`export refused: ${JSON.stringify(started.body)}`);
  const id = started.body.result._id as string;
  await t.runJob('core:client_export', { client: clientId, data: { exportId: id } });
  for (let i = 0; i < 100; i++) {
    const list = await t.superadmin.api.get(`/api/clients/exports?clientId=${clientId}`);
    if (list.body.result.find((e: { _id: string }) => e._id === id)?.state === 'done') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return Buffer.from((await t.superadmin.api.get(`/api/clients/exports/${id}/download`)).raw);
}

/** The import form: an archive under a new workspace code and name. */
export function importForm(data: Buffer, workspace: string, name = workspace): FormData {
  const f = new FormData();
  f.append('workspace', workspace);
  f.append('name', name);
  f.append('file', new Blob([new Uint8Array(data)]), 'client.tar.gz');
  return f;
}
