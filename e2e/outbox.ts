import path from "node:path";
import { mailedLink as linkInOutbox } from "../src/server/test/outbox";

/** The test server has no mail server: its mail sits in E2E_DATA_DIR/outbox (playwright.config.ts). */
const e2eServer = {
  config: { outboxDir: path.resolve(process.env.E2E_DATA_DIR ?? ".", "outbox") },
};

/** The newest verification or password link mailed to an address, as the server's owner finds it. */
export const mailedLink = (address: string, kind: "verify" | "reset") =>
  linkInOutbox(e2eServer, address, kind);
