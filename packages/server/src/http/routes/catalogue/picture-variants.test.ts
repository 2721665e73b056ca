// A catalogue picture uploaded with the smaller WebP copies the console's browser made is
// stored with them and linked with their sizes; each copy is served at /api/images/<id>?w=<width> as WebP,
// cached for good. Copies that are not WebP/PNG/JPEG by their bytes, or not of the picture's proportions,
// are refused with words; only operators may upload.

import { type OpsCategory, opsCatalogueResponseSchema } from '@callout/contracts/ops-catalogue';
import { parsePictureLink } from '@callout/contracts/picture-link';
import { backends } from '@callout/server-testing/backends';
import { pngOfSize, webpOfSize } from '@callout/server-testing/fixtures/pictures';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { signUp, uniqueEmail } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../messages';

const unique = (label: string) => `${label} ${uniqueEmail('x').slice(2, 10)}`;
const description = 'Hedges, lawns and borders.';

describe.each(backends)('catalogue pictures with smaller copies on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let token: string;
  beforeAll(async () => {
    ({ token } = await signInOperator(server, c));
  }, 60_000);

  const categoryLink = async (name: string) => {
    const catalogue =
      opsCatalogueResponseSchema.parse((await c.get('/ops/catalogue', token)).body).data ?? [];
    return catalogue.find((row: OpsCategory) => row.Category === name)?.imgLink ?? '';
  };
  const fetchImage = (url: string) => server.app.inject({ url });

  it('stores the copies, links them with their sizes and serves each as WebP for good', async () => {
    const category = unique('Gardens');
    const saved = await c.post(
      '/ops/categories',
      {
        category,
        description,
        image: pngOfSize(1000, 600),
        imageVariants: [webpOfSize(160, 96), webpOfSize(320, 192), webpOfSize(640, 384)].join(','),
      },
      token,
    );
    expect(saved.status).toBe(200);
    const link = await categoryLink(category);
    const picture = parsePictureLink(link);
    expect(picture).toMatchObject({ width: 1000, height: 600, variants: [160, 320, 640] });

    // The public list carries the same link, so every page can list the copies.
    const categories = (await c.get('/categories')).body.data as Array<{ Category: string; imgLink: string }>;
    expect(categories.find((row) => row.Category === category)?.imgLink).toBe(link);

    for (const width of [160, 320, 640]) {
      const copy = await fetchImage(`${picture?.src}?w=${width}`);
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['content-type']).toBe('image/webp');
      expect(copy.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(copy.rawPayload.toString('base64')).toBe(webpOfSize(width, (width * 600) / 1000));
    }
    // Between two copies, the next wider one; wider than all, the picture itself.
    expect((await fetchImage(`${picture?.src}?w=200`)).rawPayload.toString('base64')).toBe(
      webpOfSize(320, 192),
    );
    const original = await fetchImage(`${picture?.src}?w=900`);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.rawPayload.toString('base64')).toBe(pngOfSize(1000, 600));
    expect((await fetchImage(picture?.src ?? '')).headers['content-type']).toBe('image/png');
    for (const bad of ['abc', '0', '99999', '-1']) {
      const reply = await fetchImage(`${picture?.src}?w=${bad}`);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ success: false, message: messages.imageWidth });
    }
  });

  it('keeps a picture uploaded without copies (a browser that cannot encode WebP) as it was', async () => {
    const category = unique('Windows');
    const saved = await c.post(
      '/ops/categories',
      { category, description, image: pngOfSize(200, 100) },
      token,
    );
    expect(saved.status).toBe(200);
    const picture = parsePictureLink(await categoryLink(category));
    expect(picture).toMatchObject({ width: 200, height: 100, variants: [] });
    const served = await fetchImage(`${picture?.src}?w=160`);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses copies that are not WebP, PNG or JPEG by their bytes, or not of the picture, with words', async () => {
    const refused = async (imageVariants: string) => {
      const category = unique('Refused');
      const reply = await c.post(
        '/ops/categories',
        { category, description, image: pngOfSize(800, 400), imageVariants },
        token,
      );
      expect(await categoryLink(category)).toBe('');
      return reply;
    };
    // An SVG, and a GIF, named as anything: the bytes decide.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    const gif = Buffer.from('GIF89a\u0010\u0000\u0008\u0000').toString('base64');
    for (const bad of [svg, gif]) {
      const reply = await refused(bad);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('The smaller copies of the picture must be WebP, PNG or JPEG images.');
    }
    for (const mismatch of [
      webpOfSize(320, 240), // not 2:1
      webpOfSize(800, 400), // not smaller
      [webpOfSize(320, 160), webpOfSize(320, 160)].join(','), // one width twice
    ]) {
      const reply = await refused(mismatch);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(messages.pictureVariantSize);
    }
    const notBase64 = await refused('<script>');
    expect(notBase64.status).toBe(400);
    // Copies of a picture whose bytes are not an image are refused for the picture first.
    const fake = await c.post(
      '/ops/categories',
      { category: unique('Fake'), description, image: svgBase64(), imageVariants: webpOfSize(160, 80) },
      token,
    );
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe(messages.imageType);
  });

  it('lets only operators upload', async () => {
    const customer = await signUp(c, 'user');
    const provider = await signUp(c, 'provider');
    const form = {
      category: unique('Sneaky'),
      description,
      image: pngOfSize(400, 200),
      imageVariants: webpOfSize(160, 80),
    };
    for (const account of [undefined, customer.token, provider.token]) {
      const reply = await c.post('/ops/categories', form, account);
      expect(reply.status).toBe(401);
      expect(reply.body.success).toBe(false);
    }
    expect(await categoryLink(form.category)).toBe('');
  });
});

function svgBase64(): string {
  return Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>').toString('base64');
}
