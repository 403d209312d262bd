import { expect } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';

/**
 * A video seeks by asking for slices (`Range`): the first bytes, a middle slice, the end and a range past the
 * file, each answered as HTTP says, with the stored bytes. Run against the disk store and against S3.
 */
export async function expectRangedDownloads(user: TestUser, url: string, data: Buffer) {
  const size = data.length;
  const slice = async (range: string) => {
    const res = await user.api.get(url, { headers: { range } });
    return { status: res.status, bytes: Buffer.from(res.raw), header: (h: string) => res.headers.get(h) };
  };
  const whole = await slice('');
  expect(whole).toMatchObject({ status: 200 });
  expect(whole.header('accept-ranges')).toBe('bytes');
  expect(whole.bytes.equals(data)).toBe(true);

  const first = await slice('bytes=0-99');
  expect(first.status).toBe(206);
  expect(first.header('content-range')).toBe(`bytes 0-99/${size}`);
  expect(first.header('content-length')).toBe('100');
  expect(first.bytes.equals(data.subarray(0, 100))).toBe(true);

  const middle = await slice('bytes=1000-1999');
  expect(middle.header('content-range')).toBe(`bytes 1000-1999/${size}`);
  expect(middle.bytes.equals(data.subarray(1000, 2000))).toBe(true);

  const end = await slice('bytes=-10');
  expect(end.status).toBe(206);
  expect(end.header('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
  expect(end.bytes.equals(data.subarray(size - 10))).toBe(true);

  const open = await slice(`bytes=${size - 5}-`);
  expect(open.bytes.equals(data.subarray(size - 5))).toBe(true);

  const past = await slice(`bytes=${size}-${size + 10}`);
  expect(past.status).toBe(416);
  expect(past.header('content-range')).toBe(`bytes */${size}`);
  expect(past.bytes.length).toBe(0);
}
