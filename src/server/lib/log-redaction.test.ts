import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerBody } from "../test/account-factory";
import { browser, createTestApp, type TestApp } from "../test/test-app";
import { REDACTED, redactingLogger } from "./log-redaction";

const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: "info" }, logStream });
});
afterAll(() => t.close());

describe("log lines", () => {
  it("keep the password hash, e-mail and token hash of a failed users insert out", async () => {
    await t.db.execute(
      sql`alter table users add constraint refuse_for_test check (first_name <> 'Refused')`,
    );
    const body = registerBody({ firstName: "Refused", password: "a-very-secret-password" });
    const response = await browser(t.app)({
      method: "POST",
      url: "/api/auth/register",
      payload: body,
    });
    expect(response.statusCode).toBe(500);

    const logged = lines.join("");
    expect(logged).toContain("request failed");
    expect(logged).toContain("refuse_for_test");
    expect(logged).toContain(`params: ${REDACTED}`);
    expect(logged).not.toContain(body.email);
    expect(logged).not.toContain(body.password);
    expect(logged).not.toContain("$argon2");
    // The token's hash is 64 hex characters; nothing that long is logged.
    expect(logged).not.toMatch(/[0-9a-f]{64}/);
    expect(logged).not.toContain('"params"');
    expect(logged).not.toContain('"detail"');
  });

  it("redact credentials, cookies, session ids and secret fields wherever they sit", () => {
    const captured: string[] = [];
    const log = pino(redactingLogger("info"), {
      write: (line: string) => void captured.push(line),
    });
    log.info(
      {
        req: { headers: { cookie: "dd.sid=s%3Asecret", authorization: "Basic c2VjcmV0" } },
        res: { headers: { "set-cookie": "dd.sid=s%3Asecret" } },
        user: { email: "family@example.com", passwordHash: "$argon2id$secret" },
        to: "family@example.com",
        sessionId: "secret-session",
        update: { values: { pendingPasswordHash: "$argon2id$secret", token: "secret-token" } },
      },
      "something happened",
    );
    const line = captured.join("");
    expect(line).toContain("something happened");
    expect(line).not.toMatch(/secret|c2VjcmV0|family@example\.com/);
    expect(line.split(REDACTED).length - 1).toBe(9);
  });

  it("redact a link's token in a logged request address", () => {
    const captured: string[] = [];
    const log = pino(redactingLogger("info"), {
      write: (line: string) => void captured.push(line),
    });
    log.info({ req: { method: "GET", url: "/api/auth/verify-email?token=abcdef", ip: "::1" } });
    expect(captured.join("")).toContain(`token=${REDACTED}`);
    expect(captured.join("")).not.toContain("abcdef");
  });
});
