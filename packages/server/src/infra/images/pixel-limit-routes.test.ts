// Every upload kind refuses a picture whose header claims more than 40 megapixels or 8000 pixels on a
// side, in words, and stores nothing: a 19 KB PNG claiming 60000 × 60000 is the case in point.
import { addDays, londonToday } from '@callout/contracts/london-time';
import { imageTooManyPixelsMessage } from '@callout/contracts/validation';
import { backends } from '@callout/server-testing/backends';
import { pngClaimingSize, pngOfSize, webpOfSize } from '@callout/server-testing/fixtures/pictures';
import { kycForm } from '@callout/server-testing/fixtures/provider';
import { openCase, signInOperator } from '@callout/server-testing/fixtures/support';
import { signUp, uniqueEmail } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';

const bomb = pngClaimingSize(60000, 60000, 320);

describe.each(backends)('the pixel limit on every upload on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  const stored = async () =>
    Number((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM images'))[0]?.n ?? 0) +
    Number((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM kyc_documents'))[0]?.n ?? 0);
  const expectRefused = async (send: () => Promise<{ status: number; body: { message: string } }>) => {
    const before = await stored();
    const answer = await send();
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ success: false, message: imageTooManyPixelsMessage });
    expect(await stored()).toBe(before);
  };

  it('refuses the picture bomb for a profile photo, chat pictures and each KYC document', async () => {
    expect(Buffer.from(bomb, 'base64').length).toBeLessThan(20 * 1024);
    const customer = await signUp(c, 'user');
    const profile = { firstname: 'Ada', lastname: 'Lovelace', phone: '07700900555' };
    await expectRefused(() => c.post('/updatebio', { ...profile, image: bomb }, customer.token));
    const caseId = await openCase(c, 'user', customer.token);
    const picture = `data:image/png;base64,${bomb}`;
    await expectRefused(() =>
      c.post('/newchat', { ChatId: caseId, Category: 'SUPPORT', ImageData: picture }, customer.token),
    );
    const provider = await signUp(c, 'provider');
    const providerCase = await openCase(c, 'provider', provider.token);
    await expectRefused(() =>
      c.post(
        '/provider/newchat',
        { ChatId: providerCase, Category: 'SUPPORT', ImageData: picture, Message: 'Look' },
        provider.token,
      ),
    );
    for (const field of ['profileImage', 'meansOfId', 'utilityBill']) {
      await expectRefused(() => c.post('/provider/updatekyc', kycForm({ [field]: bomb }), provider.token));
    }
    // A picture within the limit still goes through.
    const fine = { ...profile, image: pngOfSize(64, 48) };
    expect((await c.post('/updatebio', fine, customer.token)).status).toBe(200);
  });

  it('refuses it for catalogue pictures, their smaller copies and promotions', async () => {
    const { token } = await signInOperator(server, c);
    const category = `Bombs ${uniqueEmail('x').slice(2, 10)}`;
    const description = 'Hedges, lawns and borders.';
    await expectRefused(() => c.post('/ops/categories', { category, description, image: bomb }, token));
    // A copy the console's browser made must hold to the limit too, whatever the picture.
    await expectRefused(() =>
      c.post(
        '/ops/categories',
        { category, description, image: pngOfSize(1000, 500), imageVariants: webpOfSize(9000, 4500) },
        token,
      ),
    );
    const today = londonToday();
    const promotion = {
      description: 'Gutters cleared before the winter rain.',
      link: '/service/location',
      starts: today,
      ends: addDays(today, 7),
      position: '0',
      image: bomb,
    };
    await expectRefused(() => c.post('/ops/promotions', promotion, token));
  });
});
