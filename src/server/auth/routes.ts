import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AUTH_LANDING,
  AUTH_MESSAGES,
  ZEmailNotVerifiedBody,
  ZLoginBody,
  ZRegisterBody,
  ZRegisterResponse,
  ZResendVerificationBody,
  ZResendVerificationResponse,
  ZResetPasswordBody,
  ZResetPasswordResponse,
  ZTokenQuery,
  ZUser,
} from "../../shared/contracts/auth";
import { ZErrorBody } from "../../shared/contracts/errors";
import { unauthorized } from "../lib/app-error";
import { endExpiredPlans } from "../subscription/end-expired-plans";
import type { AuthDeps } from "./auth-deps";
import { deviceLanguage } from "../languages/request-language";
import { requestSource } from "../lib/own-origin";
import { createLinkBase } from "./auth-links";
import { mayHandBackLink } from "./local-link-rule";
import { findUserById } from "./find-user";
import { registerUser } from "./register-user";
import { requireUser } from "./require-user";
import { confirmPasswordReset, requestPasswordReset } from "./reset-password";
import { checkCredentials, startSignedInSession } from "./sign-in";
import { endBrowserSession, signOut } from "./sign-out";
import { presentUser } from "./user-presenter";
import { newToken } from "./tokens";
import { resendVerification, verifyEmail } from "./verify-email";

/** Link endpoints: a token is 256 bits, so this only keeps a flood off the database. */
const linkRateLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthDeps;
  publicUrl: string | undefined;
  listen: { host: string; port: number };
}> = async (app, { auth, publicUrl, listen }) => {
  const linkBase = createLinkBase({ publicUrl, listenHost: listen.host, port: listen.port });
  app.post(
    "/api/auth/register",
    { schema: { body: ZRegisterBody, response: { 201: ZRegisterResponse, "4xx": ZErrorBody } } },
    async (request, reply) => {
      const browserKey = newToken();
      const answer = await registerUser(auth, {
        body: request.body,
        ipAddress: request.ip,
        visitorId: request.session.visitorId,
        linkBase: linkBase(request),
        handBackLink: mayHandBackLink(auth.mail, request),
        browserKeyHash: browserKey.tokenHash,
        language: deviceLanguage(request),
      });
      // Kept whether or not an account was made (an address that already had one), so the
      // answer and its cookie look the same either way.
      request.session.signUpBrowserKey = browserKey.token;
      return reply.code(201).send(answer);
    },
  );

  app.get(
    "/api/auth/verify-email",
    { config: linkRateLimit, schema: { querystring: ZTokenQuery } },
    async (request, reply) => {
      const verified = await verifyEmail(
        auth,
        request.query.token,
        request.session.signUpBrowserKey,
      );
      if (!verified) return reply.redirect(AUTH_LANDING.verifyInvalid);
      if (verified.isSignUpBrowser) {
        // The browser that signed up, holding the key its sign-up left in its session: signed
        // in at once, under a new session id (docs/accounts.md says why this is safe).
        const user = await findUserById(auth.db, verified.userId);
        if (user && !user.blockedAt) {
          await startSignedInSession(auth, request, user);
          return reply.redirect(AUTH_LANDING.verifiedSignedIn);
        }
      }
      return reply.redirect(AUTH_LANDING.verified);
    },
  );

  app.post(
    "/api/auth/resend-verification",
    {
      schema: {
        body: ZResendVerificationBody,
        response: { 200: ZResendVerificationResponse, "4xx": ZErrorBody },
      },
    },
    async (request) =>
      resendVerification(auth, {
        email: request.body.email,
        ipAddress: request.ip,
        linkBase: linkBase(request),
        handBackLink: mayHandBackLink(auth.mail, request),
        language: deviceLanguage(request),
      }),
  );

  app.post(
    "/api/auth/login",
    {
      schema: {
        body: ZLoginBody,
        response: {
          200: ZUser,
          403: z.union([ZEmailNotVerifiedBody, ZErrorBody]),
          "4xx": ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const result = await checkCredentials(auth, {
        identifier: request.body.username,
        password: request.body.password,
        ipAddress: request.ip,
      });
      if (result.kind === "email_not_verified") {
        return reply.code(403).send({
          code: "email_not_verified",
          title: AUTH_MESSAGES.emailNotVerifiedTitle,
          message: AUTH_MESSAGES.emailNotVerified,
          email: result.email,
        });
      }
      await startSignedInSession(auth, request, result.user);
      return presentUser(result.user);
    },
  );

  // The spec's contract (core.md §7): a 401 means no user.
  app.get(
    "/api/auth/user",
    { schema: { response: { 200: ZUser, "4xx": ZErrorBody } } },
    async (request, reply) => {
      const userId = requireUser(request);
      await endExpiredPlans(auth.db, auth.now(), userId);
      const user = await findUserById(auth.db, userId);
      if (!user) {
        await endBrowserSession(request, reply);
        throw unauthorized(AUTH_MESSAGES.signInRequired);
      }
      return presentUser(user);
    },
  );

  app.post(
    "/api/auth/logout",
    { schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      await signOut(auth, request, reply);
      return reply.code(204).send(null);
    },
  );

  // The spec's navigation; a link or an <img> on another site, even a sibling on another port or
  // subdomain, must not sign anyone out (SameSite=Lax sends the cookie along), so that only goes
  // home. A browser that says nothing of where it comes from is treated as another site.
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null;
  app.get("/api/logout", async (request, reply) => {
    if (requestSource(request, publicOrigin, { navigation: true }) === "own") {
      await signOut(auth, request, reply);
    }
    return reply.redirect("/");
  });

  app.get("/api/login", async (_request, reply) => reply.redirect("/auth"));

  app.post(
    "/api/auth/reset-password-direct",
    {
      schema: {
        body: ZResetPasswordBody,
        response: { 200: ZResetPasswordResponse, "4xx": ZErrorBody },
      },
    },
    async (request) =>
      requestPasswordReset(auth, {
        email: request.body.email,
        password: request.body.password,
        ipAddress: request.ip,
        linkBase: linkBase(request),
        language: deviceLanguage(request),
      }),
  );

  app.get(
    "/api/auth/confirm-password-reset",
    { config: linkRateLimit, schema: { querystring: ZTokenQuery } },
    async (request, reply) => {
      const userId = await confirmPasswordReset(auth, request.query.token);
      if (!userId) return reply.redirect(AUTH_LANDING.resetInvalid);
      if (request.session.userId === userId) await endBrowserSession(request, reply);
      return reply.redirect(AUTH_LANDING.reset);
    },
  );
};
