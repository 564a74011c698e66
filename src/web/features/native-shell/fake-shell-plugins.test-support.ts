import type { PluginListenerHandle } from "@capacitor/core";
import { vi } from "vitest";
import type { TShellPlugins } from "./shell-plugins";

type TListener = (event: never) => void;

/**
 * Stands in for the Capacitor plugins: records every call and lets a test fire the events the
 * Android shell would send (`keyboardDidShow`, `backButton`).
 */
export class FakeShellPlugins implements TShellPlugins {
  readonly calls: string[] = [];
  private readonly listeners = new Map<string, TListener[]>();
  failing = new Set<string>();

  private record(call: string): Promise<void> {
    this.calls.push(call);
    return this.failing.has(call)
      ? Promise.reject(new Error(`${call} is not available`))
      : Promise.resolve();
  }

  private listen(eventName: string, listener: TListener): Promise<PluginListenerHandle> {
    this.listeners.set(eventName, [...(this.listeners.get(eventName) ?? []), listener]);
    return Promise.resolve({
      remove: async () => {
        this.listeners.set(
          eventName,
          (this.listeners.get(eventName) ?? []).filter((each) => each !== listener),
        );
      },
    });
  }

  fire(eventName: "keyboardDidShow"): void;
  fire(eventName: "backButton", event: { canGoBack: boolean }): void;
  fire(eventName: string, event?: unknown): void {
    for (const listener of this.listeners.get(eventName) ?? []) listener(event as never);
  }

  listenerCount(eventName: string): number {
    return this.listeners.get(eventName)?.length ?? 0;
  }

  statusBar: TShellPlugins["statusBar"] = {
    setOverlaysWebView: ({ overlay }) => this.record(`statusBar.setOverlaysWebView(${overlay})`),
    setBackgroundColor: ({ color }) => this.record(`statusBar.setBackgroundColor(${color})`),
    setStyle: ({ style }) => this.record(`statusBar.setStyle(${style})`),
  };

  splashScreen: TShellPlugins["splashScreen"] = {
    hide: vi.fn(() => this.record("splashScreen.hide")),
  };

  keyboard: TShellPlugins["keyboard"] = {
    addListener: (eventName, listener) => this.listen(eventName, listener),
  };

  app: TShellPlugins["app"] = {
    addListener: (eventName, listener) => this.listen(eventName, listener),
    exitApp: () => this.record("app.exitApp"),
  };
}
