// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { isRunningInstalled } from "@/web/features/install/install-prompt";
import { isInsideNativeShell } from "./inside-native-shell";
import { startNativeShell } from "./start-native-shell";

function pretendToBeTheShell(isNative: boolean): void {
  vi.stubGlobal("Capacitor", { isNativePlatform: () => isNative });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("startNativeShell", () => {
  it("loads nothing in a browser", async () => {
    const load = vi.fn();
    await startNativeShell(load);
    expect(isInsideNativeShell()).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it("loads nothing when Capacitor's web build says it is not native", async () => {
    pretendToBeTheShell(false);
    const load = vi.fn();
    await startNativeShell(load);
    expect(load).not.toHaveBeenCalled();
  });

  it("loads and sets up the adapter inside the Android app", async () => {
    pretendToBeTheShell(true);
    const setUpNativeShell = vi.fn(async () => {});
    await startNativeShell(async () => ({ setUpNativeShell }));
    expect(setUpNativeShell).toHaveBeenCalledTimes(1);
  });

  it("lets the page carry on when the adapter cannot load", async () => {
    pretendToBeTheShell(true);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(
      startNativeShell(() => Promise.reject(new Error("chunk missing"))),
    ).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith("The app shell could not be set up", expect.any(Error));
  });
});

describe("the install offers inside the Android app", () => {
  it("are hidden there, as the app is already installed", () => {
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    expect(isRunningInstalled()).toBe(false);
    pretendToBeTheShell(true);
    expect(isRunningInstalled()).toBe(true);
  });
});
