// The provider's forms refuse bad input with the spec's words (or ours) and a 4xx, never a 500: KYC,
// service requests and the schedule.
import { invalidPriceMessage } from '@callout/contracts/provider-certification';
import { dateOfBirthMessage, kycFieldsRequiredMessage } from '@callout/contracts/provider-kyc';
import {
  getScheduleResponseSchema,
  scheduleDatesRequiredMessage,
} from '@callout/contracts/provider-schedule';
import { imageTooLargeMessage, phoneMessage } from '@callout/contracts/validation';
import { backends } from '@callout/server-testing/backends';
import { day, productId } from '@callout/server-testing/fixtures/orders';
import { kycForm } from '@callout/server-testing/fixtures/provider';
import { pixelPng } from '@callout/server-testing/fixtures/support';
import { latestCode, signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoProviderPassword, demoProviders } from '../../../domain/ops/demo/demo-accounts';
import { providerMessages } from '../../../domain/provider/messages';
import { messages } from '../../../messages';

/** A 1×1 PNG header (signature and IHDR) followed by zeros: an "image" of exactly `bytes` bytes. */
const pngOfSize = (bytes: number) => {
  const data = Buffer.alloc(bytes);
  const ihdr = Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex');
  Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), ihdr]).copy(data);
  return data.toString('base64');
};

describe.each(backends)('provider forms on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let token: string;
  beforeAll(async () => {
    token = (await signUp(c, 'provider')).token;
  }, 60_000);

  const refusal = async (url: string, form: Record<string, string>, status = 400) => {
    const reply = await c.post(url, form, token);
    expect(reply.status).toBe(status);
    expect(reply.body.success).toBe(false);
    return reply.body.message;
  };

  it('checks every KYC field and the images from their bytes', async () => {
    expect(await refusal('/provider/updatekyc', kycForm({ organization: ' ' }))).toBe(
      kycFieldsRequiredMessage,
    );
    const { utilityBill: _, ...withoutBill } = kycForm();
    expect(await refusal('/provider/updatekyc', withoutBill)).toBe(kycFieldsRequiredMessage);
    expect(await refusal('/provider/updatekyc', kycForm({ phone: '12345' }))).toBe(phoneMessage);
    expect(await refusal('/provider/updatekyc', kycForm({ dob: day(1) }))).toBe(dateOfBirthMessage);
    expect(await refusal('/provider/updatekyc', kycForm({ dob: '1990-02-30' }))).toBe(dateOfBirthMessage);
    expect(await refusal('/provider/updatekyc', kycForm({ meansOfId: 'not base64!' }))).toEqual(
      expect.any(String),
    );
    const text = Buffer.from('just some text, not a picture').toString('base64');
    expect(await refusal('/provider/updatekyc', kycForm({ utilityBill: text }))).toBe(messages.imageType);
    expect(
      await refusal('/provider/updatekyc', kycForm({ meansOfId: pngOfSize(2 * 1024 * 1024 + 1) }), 413),
    ).toBe(imageTooLargeMessage);
    expect(await refusal('/provider/updatekyc', kycForm({ meansOfId: pngOfSize(3 * 1024 * 1024) }))).toBe(
      imageTooLargeMessage,
    );
    // Nothing was stored by the refusals.
    expect((await c.get('/provider/kycdata', token)).body.data).toEqual([]);
    // Exactly 2 MB is allowed.
    expect(
      (await c.post('/provider/updatekyc', kycForm({ meansOfId: pngOfSize(2 * 1024 * 1024) }), token)).status,
    ).toBe(201);
  });

  it('forgets the identity documents when the provider deletes the account', async () => {
    const provider = await signUp(c, 'provider');
    await c.post('/provider/updatekyc', kycForm(), provider.token);
    await c.post('/provider/otp', { value: provider.email, purpose: 'delete' }, provider.token);
    const code = await latestCode(server.app, provider.email);
    expect((await c.post('/provider/deleteAccount', { value: code }, provider.token)).status).toBe(200);
    const left = await server.db.query(
      `SELECT 1 FROM kyc_documents d JOIN accounts a ON a.id = d.provider_id WHERE a.deleted_at IS NOT NULL
       UNION ALL SELECT 1 FROM kyc_submissions k JOIN accounts a ON a.id = k.provider_id WHERE a.deleted_at IS NOT NULL`,
    );
    expect(left).toEqual([]);
  });

  it('shows a provider verified without a submission (the demo data) as verified', async () => {
    const login = await c.post('/provider/login', {
      email: demoProviders[0]?.email ?? '',
      password: demoProviderPassword,
    });
    const demoToken = (login.body.data as { Token: string }).Token;
    expect((await c.get('/provider/kycdata', demoToken)).body.data).toEqual([
      expect.objectContaining({ FirstName: demoProviders[0]?.firstName, Status: 'VERIFIED', idlink: null }),
    ]);
    expect((await c.post('/provider/updatekyc', kycForm(), demoToken)).status).toBe(409);
  });

  it('refuses KYC calls without a provider session', async () => {
    const customer = await signUp(c, 'user');
    expect((await c.get('/provider/kycdata', customer.token)).status).toBe(401);
    expect((await c.post('/provider/updatekyc', { firstName: 'X', profileImage: pixelPng })).status).toBe(
      401,
    );
  });

  it('checks service requests against the product', async () => {
    // The New Requests steps list the catalogue through the customer's public calls.
    expect((await c.get('/categories?search=plumb', token)).body.data).toEqual([
      expect.objectContaining({ Category: 'Plumbing' }),
    ]);
    const products = await c.post(
      '/products',
      { category: 'Plumbing', specifics: 'Repairs', search: '' },
      token,
    );
    expect(products.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ Product: 'Leak repair' })]),
    );
    const leak = await productId(server.db, 'Leak repair');
    expect(await refusal('/provider/newcertrequest', { id: leak })).toBe(invalidPriceMessage);
    expect(await refusal('/provider/newcertrequest', { id: leak, price: 'ten' })).toBe(invalidPriceMessage);
    expect(await refusal('/provider/newcertrequest', { id: leak, price: '60.001' })).toBe(
      invalidPriceMessage,
    );
    expect(await refusal('/provider/newcertrequest', { id: '99999', price: '60' }, 404)).toBe(
      providerMessages.productNotFound,
    );
    expect(await refusal('/provider/newcertrequest', { id: '../1', price: '60' })).toEqual(
      expect.any(String),
    );
    expect((await c.get('/provider/certrequests?sort=BOGUS', token)).status).toBe(400);
    expect((await c.get('/provider/certrequests', token)).body).toMatchObject({
      message: providerMessages.certEmpty,
      data: [],
    });

    expect((await c.post('/provider/newcertrequest', { id: leak, price: '50' }, token)).status).toBe(200);
    expect((await c.post('/provider/newcertrequest', { id: leak, price: '65.25' }, token)).status).toBe(200);
    const listed = await c.get('/provider/certrequests?sort=ALL&search=leak', token);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        Product: 'Leak repair',
        Category: 'Plumbing',
        Price: 65.25,
        Status: 'SUBMITTED',
        // Not verified yet, no rating and no jobs: nothing to vouch for.
        Perks: [],
      }),
    ]);
    expect((await c.get('/provider/certrequests?sort=ACTIVE', token)).body.data).toEqual([]);
    expect((await c.get('/provider/certrequests?search=carpet', token)).body.data).toEqual([]);
  });

  it('keeps the schedule and refuses what cannot be saved', async () => {
    const fresh = (await signUp(c, 'provider')).token;
    expect(getScheduleResponseSchema.parse((await c.get('/provider/getschedule', fresh)).body).data).toEqual([
      { Start: null, End: null, Status: 'INACTIVE' },
    ]);
    expect(await refusal('/provider/updateschedule', { status: 'SCHEDULED', starts: day(1) })).toBe(
      scheduleDatesRequiredMessage,
    );
    expect(await refusal('/provider/updateschedule', { status: 'SOMETIMES' })).toBe(
      providerMessages.scheduleStatus,
    );
    expect(await refusal('/provider/updateschedule', {})).toBe(providerMessages.scheduleStatus);
    expect(
      await refusal('/provider/updateschedule', { status: 'SCHEDULED', starts: '01/02/2030', ends: day(2) }),
    ).toBe(providerMessages.scheduleDate);
    expect(
      await refusal('/provider/updateschedule', { status: 'SCHEDULED', starts: day(5), ends: day(2) }),
    ).toBe(providerMessages.scheduleEndsBeforeStart);

    await c.post(
      '/provider/updateschedule',
      { status: 'SCHEDULED', starts: '2030-01-02', ends: '2030-02-03' },
      token,
    );
    const dayMonthYear = { Start: '02/01/2030', End: '03/02/2030' };
    expect((await c.get('/provider/getschedule', token)).body.data).toEqual([
      { ...dayMonthYear, Status: 'SCHEDULED' },
    ]);
    // ACTIVE keeps the last dates for when the provider switches back.
    await c.post('/provider/updateschedule', { status: 'ACTIVE', starts: '', ends: '' }, token);
    expect((await c.get('/provider/getschedule', token)).body.data).toEqual([
      { ...dayMonthYear, Status: 'ACTIVE' },
    ]);
  });
});
