/**
 * A MariaDB server of the bench's own (`BENCH_SEARCH_DATABASE_URL=own`, scripts/bench/search.ts;
 * `BENCH_ANALYTICS_DATABASE_URL=own`, scripts/bench/analytics.ts): a shared server's 128 MB buffer pool does not
 * hold a million documents' FULLTEXT indexes nor a year of visits, and other sessions' work on it would be
 * measured too. Its data folder is made under the OS temp folder and removed at the end, or kept in the folder
 * the row names (`BENCH_MARIADB_DATA`, `BENCH_ANALYTICS_MARIADB_DATA`: made there by `mariadb-install-db` the
 * first time, reused after; one folder a row, so neither row's data sits in the other's buffer pool); it listens
 * on a free loopback port only, with the buffer pool sized for the index (docs/operations.md), pinned to the
 * servers' core at real-time priority like the app (pin.ts), and stopped at the end.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { onCore, realtime } from './pin.js';

/** Holds the table of a million documents and its FULLTEXT indexes (1.6 GB on disk), or a year of visits, with room to spare. */
const BUFFER_POOL = '2G';
const DATABASE = 'atrium_bench';

export interface OwnMariadb {
  /** The app's `DATABASE_URL`. */
  url: string;
  /** The folder LOAD DATA reads files from (the server's `secure_file_priv`). */
  files: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

const client = (port: number, sql: string) =>
  spawnSync('mariadb', ['--no-defaults', '--protocol=tcp', '-h', '127.0.0.1', '-P', String(port), '-u', 'root', '-e', sql], {
    encoding: 'utf8',
  });

/** `row` names the bench row in the log; `kept` is its data folder to keep between runs, if any. */
export async function startOwnMariadb(
  o: { row: string; kept?: string; core: number | null },
  log: (l: string) => void,
): Promise<OwnMariadb> {
  const { kept, core } = o;
  const root = kept ? path.resolve(kept) : fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-mariadb-'));
  const data = path.join(root, 'data');
  const files = path.join(root, 'files');
  fs.mkdirSync(files, { recursive: true });
  const user = os.userInfo().username;
  if (!fs.existsSync(path.join(data, 'mysql'))) {
    const made = spawnSync('mariadb-install-db', ['--no-defaults', `--datadir=${data}`, `--user=${user}`, '--skip-test-db'], {
      encoding: 'utf8',
    });
    if (made.status !== 0) throw new Error(`mariadb-install-db failed: ${made.stderr}`);
  }
  const port = await freePort();
  const [cmd, ...args] = onCore(
    [
      'mariadbd',
      '--no-defaults',
      `--datadir=${data}`,
      `--user=${user}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      `--socket=${path.join(root, 'mariadbd.sock')}`,
      `--pid-file=${path.join(root, 'mariadbd.pid')}`,
      `--secure-file-priv=${files}`,
      // Only this bench connects, to loopback: no accounts to set up.
      '--skip-grant-tables',
      `--innodb-buffer-pool-size=${BUFFER_POOL}`,
      // The seed writes a million rows; the measured requests only read, so this changes no measure.
      '--innodb-flush-log-at-trx-commit=2',
      '--innodb-log-file-size=512M',
      '--character-set-server=utf8mb4',
      '--collation-server=utf8mb4_unicode_ci',
    ],
    core,
    realtime(),
  );
  const server = spawn(cmd!, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  server.stderr!.on('data', (d: Buffer) => (errors = (errors + d.toString()).slice(-4000)));
  const exited = new Promise<void>((r) => server.once('exit', () => r()));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    if (!kept) fs.rmSync(root, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`mariadbd stopped: ${errors}`);
    if (client(port, 'SELECT 1').status === 0) break;
    if (i === 120) {
      await stop();
      throw new Error(`mariadbd did not answer in 60 s: ${errors}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const made = client(port, `CREATE DATABASE IF NOT EXISTS ${DATABASE}`);
  if (made.status !== 0) {
    await stop();
    throw new Error(`creating ${DATABASE}: ${made.stderr}`);
  }
  log(`${o.row} bench: own MariaDB on 127.0.0.1:${port} (data ${data}, buffer pool ${BUFFER_POOL})`);
  return { url: `mysql://root@127.0.0.1:${port}/${DATABASE}`, files, stop };
}
