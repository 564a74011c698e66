import { describe, expect, it } from "vitest";
import { shellServer } from "./native-shell-server";

describe("shellServer", () => {
  it("bundles the web app when no server address is given", () => {
    expect(shellServer(undefined)).toBeUndefined();
    expect(shellServer("  ")).toBeUndefined();
  });

  it("opens the family's server over https", () => {
    expect(shellServer("https://dino.example.org/some/path")).toEqual({
      url: "https://dino.example.org",
      cleartext: false,
    });
  });

  it("allows plain http only for a plain-http server on the home network", () => {
    expect(shellServer("http://192.168.1.20:5000")).toEqual({
      url: "http://192.168.1.20:5000",
      cleartext: true,
    });
  });

  it("refuses an address that is not one, with a readable message", () => {
    expect(() => shellServer("dino.example.org")).toThrow(
      'PUBLIC_URL must be an address like https://dino.example.org, not "dino.example.org"',
    );
    expect(() => shellServer("ftp://dino.example.org")).toThrow(
      'PUBLIC_URL must start with https:// or http://, not "ftp://dino.example.org"',
    );
  });
});
