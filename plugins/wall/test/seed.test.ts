import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import wall from '../server/index.js';

let t: TestApp;
let acme: TestClient;
let bob: TestUser;
let carol: TestUser;

beforeAll(async () => {
  t = await startTestApp({ plugins: [wall] });
  acme = await t.client();
  bob = await acme.user({ rights: ['wall'] });
  carol = await acme.user({ rights: ['wall'] });
  await t.seed(wall, acme, [acme.admin, bob, carol]);
});
afterAll(() => t?.close());

describe('seed', () => {
  it('fills the wall: news with a thank-you post, comments, likes, views and a links block', async () => {
    const feed = await bob.api.get(`/api/post/news/${acme.id}/1`);
    expect(feed.status).toBe(200);
    expect(feed.body.total).toBe(3);
    const thanks = feed.body.result.find((p: { thanks: boolean }) => p.thanks);
    expect(thanks).toMatchObject({
      thanked: { _id: carol.id },
      likes: 1,
      comments_count: 2,
    });
    const one = await bob.api.get(`/api/post/${thanks._id}`);
    expect(one.body.result.comments[0].answers).toHaveLength(1);
    const links = await bob.api.get(`/api/links_block/${acme.id}`);
    expect(links.body.result.links).toHaveLength(2);
  });

  it('its restricted post reaches administrators only', async () => {
    expect((await acme.admin.api.get(`/api/post/news/${acme.id}/1`)).body.total).toBe(4);
    expect((await bob.api.get(`/api/post/news/${acme.id}/1`)).body.total).toBe(3);
  });
});
