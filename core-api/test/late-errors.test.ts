import type { Logger } from 'pino';
import { expect, it } from 'vitest';
import { lateErrorListener } from '../src/http/errors.js';

it('a client that left while its answer streamed is logged at debug; another failure after the answer began as an error', () => {
  const lines: [string, string][] = [];
  const log = {
    debug: (_o: object, msg: string) => lines.push(['debug', msg]),
    error: (_o: object, msg: string) => lines.push(['error', msg]),
  } as unknown as Logger;
  const listener = lateErrorListener(log);
  listener(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }));
  listener(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }));
  listener(Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' }));
  expect(lines).toEqual([
    ['debug', 'the client left before its answer ended'],
    ['debug', 'the client left before its answer ended'],
    ['error', 'an answer failed after it began'],
  ]);
});
