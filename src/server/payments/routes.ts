import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZErrorBody } from "../../shared/contracts/errors";
import {
  ZConfirmPaymentBody,
  ZConfirmPaymentFailure,
  ZConfirmPaymentSuccess,
  ZCreateOrderBody,
  ZCreateOrderResponse,
  ZPaymentsConfig,
  type TPaymentsConfig,
} from "../../shared/contracts/subscription";
import { requireUser } from "../auth/require-user";
import type { PaymentService } from "./payment-service";

/** Refusals of the confirm call: its own `{success:false, error}`, or a `{message}` (401, 400). */
const ZConfirmRefusal = z.union([ZConfirmPaymentFailure, ZErrorBody]);

export const paymentRoutes: FastifyPluginAsyncZod<{
  payments: PaymentService;
  publicConfig: TPaymentsConfig;
}> = async (app, { payments, publicConfig }) => {
  app.get(
    "/api/payments/config",
    { schema: { response: { 200: ZPaymentsConfig } } },
    async () => publicConfig,
  );

  app.post(
    "/api/paypal/order",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        body: ZCreateOrderBody,
        response: { 201: ZCreateOrderResponse, "4xx": ZErrorBody, "5xx": ZErrorBody },
      },
    },
    async (request, reply) => {
      const order = await payments.createOrder(requireUser(request), request.body.planId);
      return reply.code(201).send(order);
    },
  );

  app.post(
    "/api/subscription/confirm-paypal-payment",
    {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        body: ZConfirmPaymentBody,
        response: { 200: ZConfirmPaymentSuccess, "4xx": ZConfirmRefusal, "5xx": ZConfirmRefusal },
      },
    },
    async (request, reply) => {
      const result = await payments.confirm(requireUser(request), request.body);
      if (result.success) return { success: true as const, message: result.message };
      return reply
        .code(result.status)
        .send({ success: false as const, error: result.error, message: result.error });
    },
  );
};
