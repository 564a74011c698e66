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
    // The same as the policy's frame-ancestors 'none': no page may frame the app, not even its own.
    xFrameOptions: { action: "deny" },
    // Other sites learn nothing; the app's own requests keep a Referer, which the logout
    // navigation checks in browsers without Sec-Fetch-Site.
    referrerPolicy: { policy: "same-origin" },
  });
  const permissionsPolicy = permissionsPolicyOf(options.allowPayPal);
  app.addHook("onRequest", (request, reply, done) => {
    reply.raw.setHeader("Permissions-Policy", permissionsPolicy);
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

/**
 * What the page may ask the device for: the camera (face photos) and the microphone (speaking an
 * idea, a grown-up reading a page aloud) for the app itself, payment only for PayPal's checkout
 * when it is configured, and nothing else: no location, no sensors, no screen capture, no USB.
 */
function permissionsPolicyOf(allowPayPal: boolean): string {
  const features: Record<string, string> = {
    camera: "(self)",
    microphone: "(self)",
    payment: allowPayPal
      ? '(self "https://www.paypal.com" "https://www.sandbox.paypal.com")'
      : "()",
    geolocation: "()",
    "display-capture": "()",
    usb: "()",
    serial: "()",
    hid: "()",
    bluetooth: "()",
    midi: "()",
    accelerometer: "()",
    gyroscope: "()",
    magnetometer: "()",
    "browsing-topics": "()",
  };
  return Object.entries(features)
    .map(([feature, allowList]) => `${feature}=${allowList}`)
    .join(", ");
}
