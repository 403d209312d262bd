import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessFor, article, folder, kbTeam, titles } from './helpers.js';

let w: Awaited<ReturnType<typeof kbTeam>>;

beforeAll(async () => {
  w = await kbTeam();
  const box = await folder(w.admin, 'Signs box');
  await article(w.admin, 'Bonus 100% paid', box, { content: '<p>Half of it in May</p>' });
  await article(w.admin, 'file_name rules', box, { content: '<p>Use snake case</p>' });
  await article(w.admin, 'Wow!% a typo', box);
  await article(w.admin, 'Say "hello" first', box);
  await article(w.admin, 'Share C:\\temp with care', box);
  await article(w.admin, 'Plain words only', box, { content: '<p>Nothing special: 50 per cent, no signs</p>' });
});
afterAll(() => w?.t.close());

const search = (text: string, fields = 'all') => accessFor(w.acme, w.eva, `search=${encodeURIComponent(text)}&fields=${fields}`);

describe('search text is never query syntax', () => {
  // Each sign is a LIKE wildcard, a LIKE escape or an FTS5 operator; each finds the titles holding it, and nothing else.
  const signs: [string, string[]][] = [
    ['%', ['Bonus 100% paid', 'Wow!% a typo']],
    ['_', ['file_name rules']],
    ['!%', ['Wow!% a typo']],
    ['"', ['Say "hello" first']],
    ['\\', ['Share C:\\temp with care']],
  ];
  for (const fields of ['title', 'all'])
    for (const [sign, found] of signs)
      it(`${sign} in ${fields} answers the titles holding it`, async () => {
        const res = await search(sign, fields);
        expect(res.status).toBe(200);
        expect(titles(res).sort()).toEqual([...found].sort());
        expect(res.body.total).toBe(found.length);
      });

  it('marks the sign found in the title', async () => {
    const [hit] = (await search('!%', 'title')).body.result;
    expect(hit.highlight.title).toEqual([
      { text: 'Wow', match: false },
      { text: '!%', match: true },
      { text: ' a typo', match: false },
    ]);
  });

  it('a NUL or another control character is no part of the text searched: alone it finds nothing', async () => {
    for (const fields of ['title', 'all']) {
      const nul = await search('\u0000', fields);
      expect(nul.status).toBe(200);
      expect(titles(nul)).toEqual([]);
      // Between words it parts them like a space.
      expect(titles(await search('paid\u0000bonus\u0007', fields))).toEqual(['Bonus 100% paid']);
    }
  });

  it('words with signs around them are searched as words', async () => {
    expect(titles(await search('"hello*" -(', 'title'))).toEqual(['Say "hello" first']);
    expect(titles(await search('100%'))).toEqual(['Bonus 100% paid']);
    expect(titles(await search('snake_'))).toEqual(['file_name rules']);
  });
});
