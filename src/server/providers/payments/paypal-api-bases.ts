/** PayPal's REST API hosts by environment (PAYPAL_ENV); PAYPAL_API_BASE overrides them. */
export const PAYPAL_API_BASES = {
  sandbox: "https://api-m.sandbox.paypal.com",
  live: "https://api-m.paypal.com",
} as const;
