import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import plugin from '../server/index.js';
import { lmsRoutes } from '../shared/routes.js';

/** A 1×1 PNG and the start of a WebM video (EBML header and an open segment): the types come from these bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const WEBM = Buffer.from('GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQJChYECGFOAZwH/////////', 'base64');

let t: TestApp;
let acme: TestClient;
let manager: TestUser;
let learner: TestUser;
let stranger: TestUser;

/** Uploads bytes through the files API and answers the stored file's id and type. */
async function upload(u: TestUser, data: Buffer, name: string): Promise<{ id: string; mimetype: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const res = await u.api.request('post', '/api/upload?purpose=any', undefined, { raw: form });
  expect(res.status).toBe(200);
  const file = res.body.results[0].file;
  return { id: file._id, mimetype: file.mimetype };
}

beforeAll(async () => {
  t = await startTestApp({ plugins: [plugin] });
  acme = await t.client({ features: [{ feature: 'lms', active: true }] });
  manager = await acme.user({ roles: ['lms_admin'] });
  learner = await acme.user();
  stranger = await acme.user();
});
afterAll(() => t?.close());

describe("a course's cover and a lesson's video and files", () => {
  it('are read by the learners of an appointed course and refused to anyone else', async () => {
    const cover = await upload(manager, PNG, 'cover.png');
    const video = await upload(manager, WEBM, 'intro.webm');
    const notes = await upload(manager, Buffer.from('Exits are marked green.'), 'notes.txt');
    expect([cover.mimetype, video.mimetype]).toEqual(['image/png', 'video/webm']);

    const course = await manager.api.call(lmsRoutes.createCourse, { body: { title: 'Evacuation', cover: cover.id } });
    expect(course.body.result.cover).toMatchObject({ _id: cover.id });
    const lesson = await manager.api.call(lmsRoutes.createLesson, {
      body: { course: course.body.result._id, title: 'Routes', video: video.id, files: [notes.id] },
    });
    expect(lesson.status).toBe(200);
    expect(lesson.body.result).toMatchObject({ video: { _id: video.id }, files: [{ _id: notes.id }] });
    await manager.api.call(lmsRoutes.addMembers, { params: { id: course.body.result._id }, body: { empl: [learner.id] } });

    for (const f of [cover, video, notes]) {
      const read = await learner.api.get(`/api/files/${f.id}`);
      expect(read.status).toBe(200);
      expect([403, 404]).toContain((await stranger.api.get(`/api/files/${f.id}`)).status);
    }
    // The video seeks: a range of it is answered alone.
    const slice = await learner.api.request('get', `/api/files/${video.id}`, undefined, { headers: { Range: 'bytes=0-3' } });
    expect(slice.status).toBe(206);
  });

  it('refuses a cover that is not an image, storing nothing', async () => {
    const video = await upload(manager, WEBM, 'clip.webm');
    const res = await manager.api.post('/api/courses', { title: 'Wrong cover', cover: video.id });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ path: 'cover' })]);
    const list = await manager.api.call(lmsRoutes.courses, { query: { filter: 'Wrong cover' } });
    expect(list.body.result).toEqual([]);
  });
});
