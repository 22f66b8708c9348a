import type { FastifyInstance } from 'fastify';
import {
  checkPhoneCodeSchema,
  phoneCodeSentSchema,
  phoneProofSchema,
  sendPhoneCodeSchema,
} from '@hospital/contract/phone-proofs';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import {
  checkPhoneCode,
  CODE_SENT_MESSAGE,
  NUMBER_PROVED_MESSAGE,
  phoneProofOfAccount,
  sendPhoneCode,
} from './phone-proofs.service.js';

export async function phoneProofsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = routesOf(app, { tag: 'phone-proofs' });

  route.post(
    '/phone-proofs/send',
    {
      access: 'public',
      summary:
        'Send a 6-digit one-time code to a mobile number by SMS (for registration, or a signed-in account proving its number)',
      description:
        'The code lasts 5 minutes and allows 5 checks. Throttled per number, per client address and per day; the answer is the same whether or not the number belongs to an account.',
      body: sendPhoneCodeSchema,
      data: phoneCodeSentSchema,
    },
    async (request) =>
      ok(
        CODE_SENT_MESSAGE,
        await sendPhoneCode(ctx, {
          contact: request.body.contact,
          ip: request.ip,
          userId: request.user?.id,
          language: request.language,
        }),
      ),
  );

  route.post(
    '/phone-proofs/check',
    {
      access: 'self',
      summary: 'Prove a mobile number with the code it received, so booking SMS go to it',
      body: checkPhoneCodeSchema,
      data: phoneProofSchema,
    },
    async (request) => ok(NUMBER_PROVED_MESSAGE, await checkPhoneCode(ctx, request.user!.id, request.body)),
  );

  route.get(
    '/phone-proofs/mine',
    {
      access: 'self',
      summary: "The number the signed-in account's SMS go to, and whether it is proved",
      data: phoneProofSchema,
    },
    async (request) => ok('Mobile number retrieved successfully.', await phoneProofOfAccount(ctx, request.user!.id)),
  );
}
