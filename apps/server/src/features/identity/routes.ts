import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, CloudProfiles, SignedOutInfo, endpoints } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { route } from '../../plugins/endpoint.js';
import { siteOrigin } from './origin.js';
import type { ProviderClient } from './provider-client.js';
import type { SignedInCaller } from './caller.js';
import { finishSignIn, sessionAnswer, signOut, signOutEverywhere, startSignIn } from './signin.js';

/** Whether a signed-in user's organisation is a registered network provider. */
export type PartnerRegistered = (caller: SignedInCaller) => Promise<boolean>;

/** Sign-in, the session, sign-out (this browser or everywhere). */
export async function identityRoutes(
  app: FastifyInstance,
  opts: { db: Db; client: ProviderClient; partnerRegistered?: PartnerRegistered | undefined },
) {
  const { db, client } = opts;
  const config = app.config;
  const prefix = CloudProfiles[config.cloudName].pathPrefix;
  const deps = { db, config, client };
  const enabled = () => {
    if (config.uxDisabled.has('DisableSignIn')) throw new AppError('SIGN_IN_DISABLED');
  };

  /** Where the browser ends the provider's own session, when it has one. */
  const endSessionUrl = async (req: FastifyRequest) => {
    const issuer = await client.configuration(siteOrigin(req, config.publicUrl)).catch(() => null);
    return issuer?.serverMetadata().end_session_endpoint ?? null;
  };

  route(app, endpoints.Login, {}, async (req, reply) => {
    enabled();
    const to = await startSignIn(deps, req, reply, {
      returnTo: req.query.returnTo ?? '/',
      silent: req.query.prompt === 'none',
    });
    return reply.header('cache-control', 'no-store').redirect(to, 303);
  });

  route(app, endpoints.LoginCallback, {}, async (req, reply) => {
    enabled();
    reply.header('cache-control', 'no-store');
    try {
      return reply.redirect(await finishSignIn(deps, req, reply, req.query), 303);
    } catch (err) {
      // A person in a browser gets the app with a message; programs get the coded error.
      const html = (req.headers.accept ?? '').includes('text/html');
      if (!html || !(err instanceof AppError)) throw err;
      req.log.warn({ err, reqId: req.id }, 'sign-in failed');
      return reply.redirect(`${prefix}/?signInError=${err.id}`, 303);
    }
  });

  route(app, endpoints.ReadSession, {}, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    const caller = req.caller;
    if (caller.kind !== 'user' || config.uxDisabled.has('DisableSignIn')) return SignedOutInfo;
    const registered = async () => (await opts.partnerRegistered?.(caller)) === true;
    return sessionAnswer(db, config, caller, registered);
  });

  route(app, endpoints.Logout, {}, async (req, reply) => {
    const caller = req.caller;
    if (caller.kind === 'user' && !caller.csrfOk) throw new AppError('CSRF_REJECTED');
    await signOut(db, config, req, reply);
    return { endSessionUrl: await endSessionUrl(req) };
  });

  route(app, endpoints.LogoutEverywhere, {}, async (req, reply) => {
    const caller = req.caller;
    if (caller.kind !== 'user') throw new AppError('UNAUTHENTICATED');
    if (!caller.csrfOk) throw new AppError('CSRF_REJECTED');
    await signOutEverywhere(db, config, caller.userId, req, reply);
    return { endSessionUrl: await endSessionUrl(req) };
  });
}
