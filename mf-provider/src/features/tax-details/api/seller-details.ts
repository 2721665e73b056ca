// GET /provider/sellerdetails (the provider's details for HMRC and whether they are verified) and
// POST /provider/sellerdetails (giving them, as an individual or a company).
import { formBody, parseJson } from '@callout/api-client/client';
import {
  type SellerDetailsResponse,
  type SellerKind,
  sellerDetailsResponseSchema,
} from '@callout/contracts/hmrc-reporting';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { queryOptions, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';

export type SellerDetailsData = SellerDetailsResponse['data'];

/** A refusal ({ success: false, message }) carries no data. */
const answerSchema = sellerDetailsResponseSchema.partial({ data: true });
const dataOf = (reply: { message: string; data?: SellerDetailsData | undefined }): SellerDetailsData => {
  if (!reply.data) throw new Error(`/provider/sellerdetails answered without data: ${reply.message}`);
  return reply.data;
};

export const sellerDetailsQuery = (client: KyInstance = api) =>
  queryOptions({
    queryKey: ['provider-sellerdetails'],
    queryFn: async ({ signal }): Promise<SellerDetailsData> =>
      dataOf(
        requireSuccess(
          await parseJson(
            answerSchema,
            client.get('provider/sellerdetails', { signal }),
            '/provider/sellerdetails',
          ),
        ),
      ),
  });

export const useSellerDetails = () => useQuery(sellerDetailsQuery());

/** The form as sent: only the fields of the chosen kind, as typed (the server checks and normalises). */
export type SellerDetailsSubmission = { kind: SellerKind } & Record<string, string>;

export async function saveSellerDetails(input: SellerDetailsSubmission): Promise<SellerDetailsData> {
  const reply = await parseJson(
    answerSchema,
    api.post('provider/sellerdetails', { body: formBody(input) }),
    '/provider/sellerdetails',
  );
  return dataOf(requireSuccess(reply));
}
