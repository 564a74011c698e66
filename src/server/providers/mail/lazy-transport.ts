import type nodemailer from "nodemailer";

/**
 * A nodemailer transport made with the first mail rather than at start: loading nodemailer is a
 * twentieth of the server's start-up time, and many starts send no mail for hours.
 */
export function lazyTransport<Transport extends { close(): void }>(
  make: (mailer: typeof nodemailer) => Transport,
) {
  let made: Promise<Transport> | undefined;
  return {
    get: () => (made ??= import("nodemailer").then(({ default: mailer }) => make(mailer))),
    close: async () => (await made)?.close(),
  };
}
