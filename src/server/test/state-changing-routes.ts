/**
 * Every state-changing call of the app (any method but GET, HEAD and OPTIONS), with a sample URL
 * for its path parameters. `lib/own-origin.test.ts` checks this list against Fastify's route
 * table, so a new route cannot be left out, and the end-to-end cross-site check
 * (`e2e/cross-site.spec.ts`) sends the attack to each of them from a page on another port.
 */
export const STATE_CHANGING_ROUTES: ReadonlyArray<{ method: string; url: string }> = [
  { method: "POST", url: "/api/images/generate" },
  { method: "DELETE", url: "/api/images/:id" },
  { method: "POST", url: "/api/diary/save" },
  { method: "DELETE", url: "/api/diary/:id" },
  { method: "POST", url: "/api/stories/generate" },
  { method: "POST", url: "/api/stories" },
  { method: "DELETE", url: "/api/stories/:id" },
  { method: "POST", url: "/api/stories/:id/book" },
  { method: "POST", url: "/api/stories/regenerate-text" },
  { method: "PUT", url: "/api/stories/:id/recordings/:page" },
  { method: "DELETE", url: "/api/stories/:id/recordings/:page" },
  { method: "POST", url: "/api/auth/register" },
  { method: "POST", url: "/api/auth/resend-verification" },
  { method: "POST", url: "/api/auth/login" },
  { method: "POST", url: "/api/auth/logout" },
  { method: "POST", url: "/api/auth/reset-password-direct" },
  { method: "PUT", url: "/api/settings" },
  { method: "DELETE", url: "/api/account" },
  { method: "POST", url: "/api/face-photos" },
  { method: "DELETE", url: "/api/face-photos/:id" },
  { method: "PUT", url: "/api/face-photos/:id/activate" },
  { method: "POST", url: "/api/support" },
  { method: "PATCH", url: "/api/admin/support/:id/status" },
  { method: "POST", url: "/api/messages/send" },
  { method: "PATCH", url: "/api/messages/:id/read" },
  { method: "DELETE", url: "/api/messages/:id" },
  { method: "POST", url: "/api/subscription/cancel" },
  { method: "POST", url: "/api/contact-groups" },
  { method: "PUT", url: "/api/contact-groups/:id" },
  { method: "DELETE", url: "/api/contact-groups/:id" },
  { method: "POST", url: "/api/contacts" },
  { method: "PUT", url: "/api/contacts/:id" },
  { method: "DELETE", url: "/api/contacts/:id" },
  { method: "POST", url: "/api/greeting-cards/send-email" },
  { method: "DELETE", url: "/api/greeting-cards/undelivered/:id" },
  { method: "POST", url: "/api/paypal/order" },
  { method: "POST", url: "/api/subscription/confirm-paypal-payment" },
  { method: "POST", url: "/api/messages/:id/report" },
  { method: "DELETE", url: "/api/messages/:id/report" },
  { method: "POST", url: "/api/family/requests/:username/accept" },
  { method: "POST", url: "/api/family/requests/:username/decline" },
  { method: "DELETE", url: "/api/family/connections/:username" },
  { method: "POST", url: "/api/family/blocks" },
  { method: "DELETE", url: "/api/family/blocks/:username" },
  { method: "POST", url: "/api/admin/users/:id/block" },
  { method: "DELETE", url: "/api/admin/users/:id/block" },
];

const SAMPLE_ID = "00000000-0000-4000-8000-000000000000";

/** The route's URL with every path parameter filled with a well-formed id. */
export const sampleUrl = (url: string) => url.replace(/:[A-Za-z]+/g, SAMPLE_ID);
