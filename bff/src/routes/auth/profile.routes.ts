import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forwardAccessToken } from '@moorline/kit';
import { authErrorHandler } from '../../auth/auth-errors';
import { signedInOnly } from '../../auth/caller';
import { ErrorBody } from '../error-body';
import type { AuthRouteDeps } from './auth-route-deps';
import { LanguageBody, PersonName, Phone, Profile, StoredLanguage, toProfile } from './auth-schemas';

const tags = ['auth'];
const signedInErrors = authErrorHandler({ fallback: 'internal', field: 'message' });

/** The signed-in user's profile and language (spec §7, dashboard/account). */
export function profileRoutes(deps: AuthRouteDeps): FastifyPluginAsyncTypebox {
  const { auth } = deps;
  return async (app) => {
    // Who asks is settled before what is asked: anonymous is 401 whatever the body (issue 26).
    app.addHook('onRequest', signedInOnly(deps.verifyAccessToken));
    app.get(
      '/v1/auth/profile',
      {
        schema: {
          tags,
          summary: 'The signed-in user',
          response: { 200: Profile.ref, '4xx': ErrorBody.ref, '5xx': ErrorBody.ref },
        },
        errorHandler: signedInErrors,
      },
      async (request) => {
        const { profile } = await auth.getProfile({}, forwardAccessToken(request.headers.authorization));
        return toProfile(profile);
      },
    );

    app.patch(
      '/v1/auth/profile',
      {
        schema: {
          tags,
          summary: 'Edit personal information',
          description: 'First and last name are required; an empty phone clears it.',
          body: Type.Object({ first_name: PersonName, last_name: PersonName, phone: Phone }),
          response: { 200: Profile.ref, '4xx': ErrorBody.ref, '5xx': ErrorBody.ref },
        },
        errorHandler: signedInErrors,
      },
      async (request) => {
        const { first_name, last_name, phone } = request.body;
        const { profile } = await auth.updateProfile(
          { firstName: first_name, lastName: last_name, phone },
          forwardAccessToken(request.headers.authorization),
        );
        return toProfile(profile);
      },
    );

    app.post(
      '/v1/auth/update-language',
      {
        schema: {
          tags,
          summary: "Store the signed-in user's language",
          body: LanguageBody.ref,
          response: {
            200: StoredLanguage.ref,
            '4xx': ErrorBody.ref,
            '5xx': ErrorBody.ref,
          },
        },
        errorHandler: signedInErrors,
      },
      async (request) => {
        return auth.updateLanguage(
          { language: request.body.language },
          forwardAccessToken(request.headers.authorization),
        );
      },
    );
  };
}
