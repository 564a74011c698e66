import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { startupNotice } from "./startup-notice";

const dataDir = mkdtempSync(path.join(tmpdir(), "doodle-dino-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const SMTP = { SMTP_URL: "smtp://mail.example.org:587", PUBLIC_URL: "https://dino.example.org" };
const configWith = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: "x".repeat(32), ...env });

describe("the address the server listens on (DESIGN decision 4)", () => {
  it("is this machine only when no mail server is set up", () => {
    expect(configWith({}).host).toBe("127.0.0.1");
    expect(configWith({ HOST: "" }).host).toBe("127.0.0.1");
  });

  it("is every interface with a mail server", () => {
    expect(configWith(SMTP).host).toBe("0.0.0.0");
  });

  it("is HOST whenever HOST is set", () => {
    expect(configWith({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(configWith({ HOST: " 192.168.1.20 " }).host).toBe("192.168.1.20");
    expect(configWith({ ...SMTP, HOST: "127.0.0.1" }).host).toBe("127.0.0.1");
  });
});

describe("startupNotice", () => {
  it("says the default install is reachable only here, and how to open it up", () => {
    const config = configWith({ PORT: "5123" });
    const notice = startupNotice(config);
    expect(notice?.level).toBe("info");
    expect(notice?.message).toContain("listens only on this machine (127.0.0.1)");
    expect(notice?.message).toContain("http://localhost:5123");
    expect(notice?.message).toContain(config.outboxDir);
    expect(notice?.message).toContain("set SMTP_URL and PUBLIC_URL");
    expect(notice?.message).toContain("HOST=0.0.0.0");
  });

  it("warns when HOST opens a server without mail to the network", () => {
    const notice = startupNotice(configWith({ HOST: "0.0.0.0" }));
    expect(notice?.level).toBe("warn");
    expect(notice?.message).toContain("HOST=0.0.0.0 lets other machines reach Doodle Dino");
    expect(notice?.message).toContain("only a person using this machine sees them on screen");
  });

  it("treats localhost and ::1 as this machine", () => {
    for (const HOST of ["localhost", "::1", "127.0.0.2"]) {
      expect(startupNotice(configWith({ HOST }))?.level).toBe("info");
    }
  });

  it("has nothing to say with a mail server", () => {
    expect(startupNotice(configWith(SMTP))).toBeNull();
  });
});
