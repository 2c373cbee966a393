// The focal point moves og.jpg's 1200×630 crop: a portrait picture red above and blue below gives a red og.jpg with
// its focal point near the top, a blue one near the bottom; changing it (PUT) makes new renditions under a new version
// and removes the old ones. Alt text and focal point reach the picture manifest.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { join } from 'node:path';
import sharp from 'sharp';
import { OG_IMAGE, RENDITIONS_FOLDER, type PictureManifest } from '@starfamily/shared/pictures';
import { focalRegion } from '../../pictures/encode';
import { buildAdmin, GOOD_PASSWORD, makeOperator, signIn, type AdminTestApp, type SignedIn } from '../../testing/admin';
import { json } from '../../testing/build';
import { upload } from '../../testing/media';
import { renditionsListing } from '../../testing/pictures';

/** 800×1200: the top half red, the bottom half blue. */
const redOverBlue = () =>
  sharp({ create: { width: 800, height: 1200, channels: 3, background: '#0000ff' } })
    .composite([{ input: { create: { width: 800, height: 600, channels: 3, background: '#ff0000' } }, top: 0, left: 0 }])
    .png()
    .toBuffer();

describe('the focal point of a media picture', () => {
  let t: AdminTestApp;
  let editor: SignedIn;
  before(async () => {
    t = await buildAdmin();
    await makeOperator(t, 'focal@example.com', 'editor', GOOD_PASSWORD);
    editor = await signIn(t.app, 'focal@example.com');
  });
  after(() => t.close());

  const manifest = async () => json<PictureManifest>(await t.app.inject({ url: '/api/pictures' }));
  /** The og.jpg's mean red and blue, 0–255. */
  const ogColour = async (version: string) => {
    const { channels } = await sharp(join(t.storageDir, RENDITIONS_FOLDER, version, OG_IMAGE.file)).stats();
    return { red: channels[0]!.mean, blue: channels[2]!.mean };
  };

  it('crops og.jpg around it, and a new point gives new renditions and removes the old', async () => {
    const answer = await upload(
      t.app,
      editor,
      { alt: 'Red over blue', focalX: '0.5', focalY: '0.05' },
      { bytes: await redOverBlue(), filename: 'flag.png', type: 'image/png' },
    );
    assert.equal(answer.statusCode, 201, answer.body);
    const { id, path } = json<{ id: number; path: string }>(answer);
    const first = (await manifest())[path]!;
    assert.deepEqual([first.alt, first.focal], ['Red over blue', { x: 0.5, y: 0.05 }]);
    const top = await ogColour(first.version);
    assert.ok(top.red > 240 && top.blue < 15, `near the top: red ${top.red}, blue ${top.blue}`);

    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/media/${id}`,
      headers: editor.headers,
      payload: { focalY: 0.95, alt: 'Blue under red' },
    });
    assert.equal(moved.statusCode, 200, moved.body);
    const second = (await manifest())[path]!;
    assert.notEqual(second.version, first.version, 'a new focal point is a new version (new URLs)');
    assert.deepEqual([second.alt, second.focal], ['Blue under red', { x: 0.5, y: 0.95 }]);
    const bottom = await ogColour(second.version);
    assert.ok(bottom.blue > 240 && bottom.red < 15, `near the bottom: red ${bottom.red}, blue ${bottom.blue}`);
    const folders = await renditionsListing(t.storageDir);
    assert.ok(!folders.includes(first.version), "the old focal point's renditions are removed");
    assert.ok(folders.includes(second.version));

    const centre = await t.app.inject({ method: 'PUT', url: `/api/admin/media/${id}`, headers: editor.headers, payload: { focalY: 0.5 } });
    assert.equal(centre.statusCode, 200, centre.body);
    const middle = await ogColour((await manifest())[path]!.version);
    assert.ok(Math.abs(middle.red - middle.blue) < 20, `centred: half red, half blue (red ${middle.red}, blue ${middle.blue})`);
  });

  it('refuses a focal point outside 0..1 and an empty change', async () => {
    const answer = await upload(
      t.app,
      editor,
      { alt: 'Another' },
      {
        bytes: await sharp({ create: { width: 50, height: 50, channels: 3, background: '#0f0' } })
          .webp()
          .toBuffer(),
        filename: 'g.webp',
      },
    );
    assert.equal(answer.statusCode, 201, answer.body);
    const { id } = json<{ id: number }>(answer);
    for (const payload of [{ focalX: 1.2 }, { focalY: -0.1 }, {}, { alt: '' }]) {
      const refused = await t.app.inject({ method: 'PUT', url: `/api/admin/media/${id}`, headers: editor.headers, payload });
      assert.equal(refused.statusCode, 400, `${JSON.stringify(payload)}: ${refused.body}`);
    }
  });

  it('places the crop rectangle on the point, clamped to the picture', () => {
    assert.deepEqual(focalRegion(800, 1200, { x: 0.5, y: 0 }), { left: 0, top: 0, width: 800, height: 420 });
    assert.deepEqual(focalRegion(800, 1200, { x: 0.5, y: 0.5 }), { left: 0, top: 390, width: 800, height: 420 });
    assert.deepEqual(focalRegion(800, 1200, { x: 0.5, y: 1 }), { left: 0, top: 780, width: 800, height: 420 });
    assert.deepEqual(focalRegion(4000, 1000, { x: 0.9, y: 0.5 }), { left: 2095, top: 0, width: 1905, height: 1000 });
    assert.deepEqual(focalRegion(4000, 1000, { x: 0.1, y: 0.5 }), { left: 0, top: 0, width: 1905, height: 1000 });
  });
});
