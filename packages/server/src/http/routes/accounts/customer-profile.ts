// GET /profile and POST /updatebio for the signed-in customer.
import {
  actionResponseSchema,
  type CustomerProfileResponse,
  customerProfileResponseSchema,
  updateCustomerProfileInputSchema,
} from '@callout/contracts/accounts';
import type { Envelope } from '@callout/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { updateCustomerProfile } from '../../../domain/accounts/account-store';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { checkUpload, deleteImage, imageLink, storeImage } from '../../../infra/images/image-store';
import { messages } from '../../../messages';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

export function registerCustomerProfileRoutes(api: FastifyInstance, { db, env }: Services): void {
  api.get(
    '/profile',
    documented({
      summary: "The customer's profile",
      access: 'user',
      response: customerProfileResponseSchema,
    }),
    async (request): Promise<CustomerProfileResponse> => {
      const account = await requireAccount(db, request, 'user');
      return {
        success: true,
        message: messages.profileLoaded,
        data: {
          UserData: [
            {
              CustomerID: account.id,
              FirstName: account.first_name,
              Lastname: account.last_name,
              Phone: account.phone,
              Email: account.email,
              ImgLink: imageLink(env, account.image_id),
            },
          ],
        },
      };
    },
  );

  api.post(
    '/updatebio',
    documented({
      summary: "Update the customer's profile",
      access: 'user',
      body: updateCustomerProfileInputSchema,
      fieldMessages: {
        firstname: messages.firstName,
        lastname: messages.lastName,
      },
      pictures: true,
      response: actionResponseSchema,
      errors: [413],
    }),
    async (request): Promise<Envelope> => {
      const account = await requireAccount(db, request, 'user');
      const input = inputOf(request).body;
      // The form sends an empty image when the photo is unchanged.
      const upload = input.image ? checkUpload(input.image) : null;
      await db.transaction(async (tx) => {
        const imageId = upload ? await storeImage(tx, upload) : account.image_id;
        await updateCustomerProfile(tx, account.id, {
          firstName: input.firstname,
          lastName: input.lastname,
          phone: input.phone,
          imageId,
        });
        if (upload && account.image_id) await deleteImage(tx, account.image_id);
      });
      return { success: true, message: messages.profileUpdated };
    },
  );
}
