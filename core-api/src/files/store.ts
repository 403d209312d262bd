import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Client as Minio } from 'minio';
import type { Config } from '../config.js';
import type { ByteRange } from './range.js';

export type Source = { path: string } | { buffer: Buffer };

/** Where file bytes live: a directory under DATA_DIR, or a bucket of MinIO / any S3. */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  put(key: string, source: Source, size: number, mimetype: string): Promise<void>;
  /** The file's bytes, or only the slice asked for (a video seeking): read from disk or S3 without the rest. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  remove(keys: string[]): Promise<void>;
}

/** Keys are built by the server (`<clientId>/<yyyy-mm>/<id>.<ext>`); anything else is refused. */
const KEY_RE = /^[A-Za-z0-9_-]+\/[0-9-]+\/[A-Za-z0-9_.-]+$/;
export function assertKey(key: string) {
  if (!KEY_RE.test(key) || key.includes('..')) throw new Error(`invalid file key ${key}`);
}

export class DiskStore implements FileStore {
  readonly kind = 'disk' as const;
  constructor(private readonly root: string) {}

  private file(key: string) {
    assertKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, source: Source): Promise<void> {
    const target = this.file(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    if ('buffer' in source) await fs.promises.writeFile(target, source.buffer);
    else await fs.promises.copyFile(source.path, target);
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.file(key);
    await fs.promises.access(file);
    return fs.createReadStream(file, range);
  }

  async remove(keys: string[]): Promise<void> {
    for (const key of keys) await fs.promises.rm(this.file(key), { force: true });
  }
}

export class S3Store implements FileStore {
  readonly kind = 's3' as const;
  constructor(
    private readonly client: Minio,
    private readonly bucket: string,
  ) {}

  static async connect(s3: NonNullable<Config['s3']>): Promise<S3Store> {
    const url = new URL(/^https?:\/\//.test(s3.endpoint) ? s3.endpoint : `https://${s3.endpoint}`);
    const useSSL = url.protocol === 'https:';
    const client = new Minio({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: s3.accessKey,
      secretKey: s3.secretKey,
      pathStyle: true,
    });
    if (!(await client.bucketExists(s3.bucket))) await client.makeBucket(s3.bucket);
    return new S3Store(client, s3.bucket);
  }

  async put(key: string, source: Source, size: number, mimetype: string): Promise<void> {
    assertKey(key);
    const meta = { 'Content-Type': mimetype };
    if ('buffer' in source) await this.client.putObject(this.bucket, key, source.buffer, size, meta);
    else await this.client.fPutObject(this.bucket, key, source.path, meta);
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    assertKey(key);
    if (range) return this.client.getPartialObject(this.bucket, key, range.start, range.end - range.start + 1);
    return this.client.getObject(this.bucket, key);
  }

  async remove(keys: string[]): Promise<void> {
    if (keys.length) await this.client.removeObjects(this.bucket, keys);
  }
}

/** S3 when S3_ENDPOINT (and keys, bucket) are set; otherwise DATA_DIR/files. */
export async function createFileStore(config: Config): Promise<FileStore> {
  if (config.s3) return S3Store.connect(config.s3);
  return new DiskStore(path.join(config.dataDir, 'files'));
}
