import { describe, expect, it } from 'vitest';
import { noticeLink } from './link.js';

const origin = 'https://intranet.example';

describe('notification links', () => {
  it('keeps app paths and links to this origin inside the app', () => {
    expect(noticeLink('/polls/1?x=1', origin)).toEqual({ kind: 'app', path: '/polls/1?x=1' });
    expect(noticeLink('https://intranet.example/wall#top', origin)).toEqual({ kind: 'app', path: '/wall#top' });
  });

  it('names another site, including look-alikes and protocol-relative links, as external', () => {
    expect(noticeLink('https://intranet.example.evil.test/login', origin)).toEqual({
      kind: 'external',
      url: 'https://intranet.example.evil.test/login',
      host: 'intranet.example.evil.test',
    });
    expect(noticeLink('//evil.test/x', origin)).toMatchObject({ kind: 'external', host: 'evil.test' });
    expect(noticeLink('http://intranet.example/wall', origin)).toMatchObject({ kind: 'external' });
  });

  it('follows nothing but http(s)', () => {
    expect(noticeLink('javascript:alert(1)', origin)).toBeNull();
    expect(noticeLink('data:text/html,x', origin)).toBeNull();
    expect(noticeLink(null, origin)).toBeNull();
  });
});
