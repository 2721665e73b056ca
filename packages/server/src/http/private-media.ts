// The private pictures' infrastructure (infra/media) knows no area: here the areas' own rules are passed in.
// A picture's viewer is found by the accounts' session rules, and who may see a picture is each area's
// reader: the chat's, KYC's, the job's and the dispute's.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { liveSessionAccount } from '../domain/accounts/auth/session-store';
import { sessionHashOf } from '../domain/accounts/auth/sessions';
import { readJobPicture } from '../domain/booking/job-picture-store';
import { readDisputePicture } from '../domain/orders/disputes/dispute-picture-store';
import { readKycPicture } from '../domain/provider/kyc/kyc-pictures';
import { readChatPicture } from '../domain/support/chat-access';
import type { Queryable } from '../infra/db/database';
import type { PictureReaders } from '../infra/media/media-access';
import { type GrantEnv, grantMediaAccessTo, type MediaSessions } from '../infra/media/media-session';

export const mediaSessions: MediaSessions = { sessionHashOf, viewerOf: liveSessionAccount };

export const pictureReaders: PictureReaders = {
  chat: readChatPicture,
  kyc: readKycPicture,
  job: readJobPicture,
  dispute: readDisputePicture,
};

/** Gives the request's session the media cookie, so this browser can load the pictures just listed to it. */
export async function grantMediaAccess(
  db: Queryable,
  env: GrantEnv,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const sessionHash = sessionHashOf(request);
  if (sessionHash) await grantMediaAccessTo(db, env, request, reply, sessionHash);
}
