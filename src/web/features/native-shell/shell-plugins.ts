import type { PluginListenerHandle } from "@capacitor/core";
import type { Style } from "@capacitor/status-bar";

/**
 * The parts of the Capacitor plugins the shell adapter uses. The real plugins fit these shapes;
 * tests pass fakes.
 */
export interface TShellPlugins {
  statusBar: {
    setOverlaysWebView(options: { overlay: boolean }): Promise<void>;
    setBackgroundColor(options: { color: string }): Promise<void>;
    setStyle(options: { style: Style }): Promise<void>;
  };
  splashScreen: {
    hide(options?: { fadeOutDuration?: number }): Promise<void>;
  };
  keyboard: {
    addListener(eventName: "keyboardDidShow", listener: () => void): Promise<PluginListenerHandle>;
  };
  app: {
    addListener(
      eventName: "backButton",
      listener: (event: { canGoBack: boolean }) => void,
    ): Promise<PluginListenerHandle>;
    exitApp(): Promise<void>;
  };
}
