import type { Config } from "./config";
import { isLoopbackHost } from "./lib/loopback";

export interface StartupNotice {
  level: "info" | "warn";
  message: string;
}

/**
 * What the start log says about reaching the server and where sign-up and password links go
 * (DESIGN decision 4). With a mail server there is nothing to explain.
 */
export function startupNotice(
  config: Pick<Config, "host" | "port" | "smtpUrl" | "outboxDir">,
): StartupNotice | null {
  if (config.smtpUrl) return null;
  const links = `Sign-up and password links are written to ${config.outboxDir} and to this log`;
  if (isLoopbackHost(config.host)) {
    return {
      level: "info",
      message:
        `No mail server is set up (SMTP_URL), so Doodle Dino listens only on this machine ` +
        `(${config.host}): open http://localhost:${config.port} here. ${links}, and shown on ` +
        `screen to a person using this machine. To open it to your network, set SMTP_URL and ` +
        `PUBLIC_URL so links are mailed, or set HOST=0.0.0.0 (links then reach people only ` +
        `through the outbox folder and this log).`,
    };
  }
  return {
    level: "warn",
    message:
      `No mail server is set up (SMTP_URL), and HOST=${config.host} lets other machines reach ` +
      `Doodle Dino. ${links}; only a person using this machine sees them on screen, so someone ` +
      `signing up from elsewhere needs you to pass the link on. Set SMTP_URL and PUBLIC_URL to ` +
      `mail links to people.`,
  };
}
