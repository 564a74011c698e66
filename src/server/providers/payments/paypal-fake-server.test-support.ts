import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { readBody, sendJson, startLoopbackServer } from "../../test/loopback-server";

interface FakeOrder {
  id: string;
  status: "CREATED" | "APPROVED" | "COMPLETED";
  amount: { currency_code: string; value: string };
  referenceId: string;
  capture?: { id: string; status: string; amount: { currency_code: string; value: string } };
}

/** What the next capture does instead of succeeding. */
export type CaptureTrouble =
  | "declined"
  /** Captures, but answers only after `hangMs` (the caller times out; the money is taken). */
  | "slow"
  /** Captures a different amount from the order's. */
  | "wrong_amount"
  /** Captures, but the capture stays PENDING (e.g. an e-cheque). */
  | "pending";

const PAYPAL_ID = () => randomBytes(9).toString("hex").toUpperCase().slice(0, 17);

/**
 * A local stand-in for PayPal's REST API speaking Orders v2: /v1/oauth2/token,
 * /v2/checkout/orders, GET /v2/checkout/orders/{id}, /v2/checkout/orders/{id}/capture, with
 * PayPal's JSON shapes and error bodies. `approve` plays the buyer clicking Pay.
 */
export async function startFakePayPal(
  options: {
    clientId?: string;
    clientSecret?: string;
    hangMs?: number;
    tokenSeconds?: number;
  } = {},
) {
  const clientId = options.clientId ?? "fake-client";
  const clientSecret = options.clientSecret ?? "fake-secret";
  const orders = new Map<string, FakeOrder>();
  const answersByRequestId = new Map<string, { status: number; body: unknown }>();
  const validTokens = new Set<string>();
  const state = {
    tokenRequests: 0,
    captureRequests: 0,
    nextCapture: null as CaptureTrouble | null,
    /** PayPal replays a request with a seen PayPal-Request-Id; switch off to reach ORDER_ALREADY_CAPTURED. */
    honoursRequestIds: true,
    lastOrderBody: null as unknown,
    lastHeaders: {} as IncomingMessage["headers"],
    /** PayPal cannot be reached: every connection is dropped unanswered. */
    isUnreachable: false,
  };

  const error = (name: string, issue: string | null, message: string) => ({
    name,
    message,
    debug_id: randomBytes(6).toString("hex"),
    ...(issue ? { details: [{ issue, description: `${issue} (fake)` }] } : {}),
    links: [],
  });
  const unprocessable = (issue: string) =>
    error("UNPROCESSABLE_ENTITY", issue, "The requested action could not be performed.");
  const orderBody = (order: FakeOrder) => ({
    id: order.id,
    status: order.status,
    intent: "CAPTURE",
    purchase_units: [
      {
        reference_id: order.referenceId,
        amount: order.amount,
        ...(order.capture ? { payments: { captures: [order.capture] } } : {}),
      },
    ],
    links: [{ href: `/v2/checkout/orders/${order.id}`, rel: "self", method: "GET" }],
  });

  function capture(order: FakeOrder): { status: number; body: unknown } {
    if (order.status === "COMPLETED")
      return { status: 422, body: unprocessable("ORDER_ALREADY_CAPTURED") };
    if (order.status !== "APPROVED")
      return { status: 422, body: unprocessable("ORDER_NOT_APPROVED") };
    const trouble = state.nextCapture;
    state.nextCapture = null;
    if (trouble === "declined") return { status: 422, body: unprocessable("INSTRUMENT_DECLINED") };
    order.status = "COMPLETED";
    order.capture = {
      id: PAYPAL_ID(),
      status: trouble === "pending" ? "PENDING" : "COMPLETED",
      amount:
        trouble === "wrong_amount" ? { currency_code: "USD", value: "0.99" } : { ...order.amount },
    };
    return { status: 201, body: orderBody(order) };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (state.isUnreachable) return void request.socket.destroy();
    const url = new URL(request.url ?? "/", "http://localhost");
    const body = await readBody(request);
    state.lastHeaders = request.headers;
    if (request.method === "POST" && url.pathname === "/v1/oauth2/token") {
      state.tokenRequests += 1;
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
      if (request.headers.authorization !== expected || body !== "grant_type=client_credentials") {
        return sendJson(response, 401, {
          error: "invalid_client",
          error_description: "Client Authentication failed",
        });
      }
      const token = `A21AA${randomBytes(12).toString("hex")}`;
      validTokens.add(token);
      return sendJson(response, 200, {
        scope: "https://uri.paypal.com/services/payments/payment",
        access_token: token,
        token_type: "Bearer",
        app_id: "APP-FAKE",
        expires_in: options.tokenSeconds ?? 32400,
        nonce: randomBytes(8).toString("hex"),
      });
    }
    const bearer = request.headers.authorization?.replace(/^Bearer /, "") ?? "";
    if (!validTokens.has(bearer)) {
      return sendJson(
        response,
        401,
        error(
          "AUTHENTICATION_FAILURE",
          null,
          "Authentication failed due to invalid authentication credentials or a missing Authorization header.",
        ),
      );
    }
    const requestId = request.headers["paypal-request-id"];
    const replay =
      typeof requestId === "string" && state.honoursRequestIds
        ? answersByRequestId.get(requestId)
        : undefined;
    if (replay && request.method === "POST") return sendJson(response, replay.status, replay.body);
    const remember = (answer: { status: number; body: unknown }) => {
      if (typeof requestId === "string" && answer.status < 500)
        answersByRequestId.set(requestId, answer);
      return answer;
    };

    const match = /^\/v2\/checkout\/orders(?:\/([^/]+))?(\/capture)?$/.exec(url.pathname);
    if (!match)
      return sendJson(
        response,
        404,
        error(
          "RESOURCE_NOT_FOUND",
          "INVALID_RESOURCE_ID",
          "The specified resource does not exist.",
        ),
      );
    const [, orderId, isCapture] = match;
    if (request.method === "POST" && !orderId) {
      const parsed = JSON.parse(body) as {
        intent?: string;
        purchase_units?: Array<{
          reference_id: string;
          amount: { currency_code: string; value: string };
        }>;
      };
      state.lastOrderBody = parsed;
      const unit = parsed.purchase_units?.[0];
      if (parsed.intent !== "CAPTURE" || !unit) {
        return sendJson(
          response,
          400,
          error("INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER", "Request is not well-formed."),
        );
      }
      const order: FakeOrder = {
        id: PAYPAL_ID(),
        status: "CREATED",
        amount: unit.amount,
        referenceId: unit.reference_id,
      };
      orders.set(order.id, order);
      const answer = remember({ status: 201, body: orderBody(order) });
      return sendJson(response, answer.status, answer.body);
    }
    const order = orderId ? orders.get(orderId) : undefined;
    if (!order)
      return sendJson(
        response,
        404,
        error(
          "RESOURCE_NOT_FOUND",
          "INVALID_RESOURCE_ID",
          "Specified resource ID does not exist. Please check the resource ID and try again.",
        ),
      );
    if (request.method === "GET" && !isCapture) return sendJson(response, 200, orderBody(order));
    if (request.method === "POST" && isCapture) {
      state.captureRequests += 1;
      const isSlow = state.nextCapture === "slow";
      if (isSlow) state.nextCapture = null;
      const answer = remember(capture(order));
      if (isSlow) await new Promise((resolve) => setTimeout(resolve, options.hangMs ?? 2000));
      if (response.destroyed) return;
      return sendJson(response, answer.status, answer.body);
    }
    return sendJson(
      response,
      405,
      error(
        "METHOD_NOT_SUPPORTED",
        null,
        "The server does not implement the requested HTTP method.",
      ),
    );
  }

  const fake = await startLoopbackServer((request, response) =>
    handle(request, response).catch((failure: unknown) =>
      sendJson(response, 500, error("INTERNAL_SERVER_ERROR", null, String(failure))),
    ),
  );

  return {
    baseUrl: fake.origin,
    clientId,
    clientSecret,
    state,
    orders,
    /** The buyer approves the order in PayPal's window. */
    approve(orderId: string) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`No fake order ${orderId}`);
      order.status = "APPROVED";
    },
    /** PayPal forgets every token (they expired on its side). */
    revokeTokens() {
      validTokens.clear();
    },
    close: fake.close,
  };
}

export type FakePayPal = Awaited<ReturnType<typeof startFakePayPal>>;
