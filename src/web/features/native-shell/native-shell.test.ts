// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as StatusBarModule from "@capacitor/status-bar";
import { FakeShellPlugins } from "./fake-shell-plugins.test-support";

const shell = vi.hoisted(() => ({ isNative: false, plugins: null as FakeShellPlugins | null }));
function fakes(): FakeShellPlugins {
  if (!shell.plugins) throw new Error("No fake plugins");
  return shell.plugins;
}

vi.mock("@capacitor/core", () => ({
  Capacitor: { isNativePlatform: () => shell.isNative },
}));
vi.mock("@capacitor/status-bar", async (original) => ({
  ...(await original<typeof StatusBarModule>()),
  get StatusBar() {
    return fakes().statusBar;
  },
}));
vi.mock("@capacitor/splash-screen", () => ({
  get SplashScreen() {
    return fakes().splashScreen;
  },
}));
vi.mock("@capacitor/keyboard", () => ({
  get Keyboard() {
    return fakes().keyboard;
  },
}));
vi.mock("@capacitor/app", () => ({
  get App() {
    return fakes().app;
  },
}));

const { setUpNativeShell } = await import("./native-shell");

beforeEach(() => {
  shell.plugins = new FakeShellPlugins();
  document.body.innerHTML = '<div id="root"><main>Doodle Dino</main></div>';
});

describe("setUpNativeShell", () => {
  it("touches no plugin outside the native shell", async () => {
    shell.isNative = false;
    await setUpNativeShell();
    expect(fakes().calls).toEqual([]);
    expect(fakes().listenerCount("backButton")).toBe(0);
  });

  it("hands the real plugins to the shell inside the Android app", async () => {
    shell.isNative = true;
    await setUpNativeShell();
    expect(fakes().calls).toEqual(
      expect.arrayContaining(["statusBar.setBackgroundColor(#4299e1)", "splashScreen.hide"]),
    );
    expect(fakes().listenerCount("backButton")).toBe(1);
    expect(fakes().listenerCount("keyboardDidShow")).toBe(1);
  });
});
