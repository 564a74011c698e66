import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/** PayPal's checkout (script, buttons in frames, its API), allowed only when PayPal is configured. */
const PAYPAL_ORIGINS = ["https://*.paypal.com", "https://*.paypalobjects.com"];

/**
 * Security headers; the page may load code, styles, fonts and media only from its own origin,
 * plus PayPal's origins when PayPal checkout is configured (the demo checkout needs none).
 * Helmet's middleware is built once: the Fastify plugin rebuilt it, parsing the policy again, on
 * every request (a sixth of a polled gallery answer's time).
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  options: { allowPayPal: boolean } = { allowPayPal: false },
): void {
  const paypal = options.allowPayPal ? PAYPAL_ORIGINS : [];
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...paypal],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...paypal],
        mediaSrc: ["'self'", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...paypal],
        frameSrc: options.allowPayPal ? paypal : ["'none'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Other sites learn nothing; the app's own requests keep a Referer, which the logout
    // navigation checks in browsers without Sec-Fetch-Site.
    referrerPolicy: { policy: "same-origin" },
  });
  app.addHook("onRequest", (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
