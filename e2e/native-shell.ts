import type { Page } from "@playwright/test";
import { createRequire } from "node:module";

/** A plugin call the page sent to the (fake) Android side. */
export interface TShellCall {
  callbackId: string;
  pluginId: string;
  methodName: string;
  options: Record<string, unknown>;
}

const PLUGIN_METHODS: Record<string, [string, "promise" | "callback"][]> = {
  App: [
    ["addListener", "callback"],
    ["removeListener", "callback"],
    ["exitApp", "promise"],
  ],
  Keyboard: [
    ["addListener", "callback"],
    ["removeListener", "callback"],
  ],
  SplashScreen: [["hide", "promise"]],
  StatusBar: [
    ["setOverlaysWebView", "promise"],
    ["setBackgroundColor", "promise"],
    ["setStyle", "promise"],
  ],
};

/**
 * Makes the page believe it runs in the Android app the way the app itself does it: Capacitor's
 * own native bridge script (from @capacitor/android) on an `androidBridge` that records each
 * plugin call and answers promise calls, plus the plugin headers the app announces.
 */
export async function pretendToBeTheAndroidApp(page: Page): Promise<void> {
  const nativeBridge = createRequire(import.meta.url).resolve(
    "@capacitor/android/capacitor/src/main/assets/native-bridge.js",
  );
  const headers = Object.entries(PLUGIN_METHODS).map(([name, methods]) => ({
    name,
    methods: methods.map(([method, rtype]) => ({ name: method, rtype })),
  }));
  await page.addInitScript(() => {
    const shell = window as unknown as {
      shellCalls: TShellCall[];
      androidBridge: { postMessage(json: string): void; onmessage?: (event: object) => void };
      Capacitor: object;
    };
    shell.shellCalls = [];
    shell.androidBridge = {
      postMessage(json) {
        const call = JSON.parse(json) as TShellCall & { type?: string };
        if (call.type) return; // the bridge's own log lines
        shell.shellCalls.push(call);
        if (call.methodName === "addListener") return;
        const answer = { ...call, success: true, data: {} };
        setTimeout(() => shell.androidBridge.onmessage?.({ data: JSON.stringify(answer) }));
      },
    };
    shell.Capacitor = { Plugins: {}, DEBUG: false, isLoggingEnabled: false };
  });
  await page.addInitScript({ path: nativeBridge });
  await page.addInitScript((pluginHeaders) => {
    (window as unknown as { Capacitor: { PluginHeaders: object } }).Capacitor.PluginHeaders =
      pluginHeaders;
  }, headers);
}

export function shellCalls(page: Page): Promise<TShellCall[]> {
  return page.evaluate(() => (window as unknown as { shellCalls: TShellCall[] }).shellCalls);
}

/** Sends an event to the page's listener, as the Android side does when the button is pressed. */
export async function sendShellEvent(
  page: Page,
  pluginId: string,
  eventName: string,
  data: object,
): Promise<void> {
  const listener = (await shellCalls(page)).find(
    (call) =>
      call.pluginId === pluginId &&
      call.methodName === "addListener" &&
      call.options.eventName === eventName,
  );
  if (!listener) throw new Error(`The page does not listen for ${pluginId} ${eventName}`);
  await page.evaluate(
    ({ callbackId, pluginId, data }) =>
      (
        window as unknown as { Capacitor: { fromNative(result: object): void } }
      ).Capacitor.fromNative({
        callbackId,
        pluginId,
        methodName: "addListener",
        success: true,
        save: true,
        data,
      }),
    { callbackId: listener.callbackId, pluginId, data },
  );
}
