import { Style } from "@capacitor/status-bar";
import { STATUS_BAR_COLOUR } from "./shell-colours";
import type { TShellPlugins } from "./shell-plugins";

/** Sky-blue bar with light text (the spec's #4299e1), sitting above the page, not over it. */
export async function paintStatusBar(statusBar: TShellPlugins["statusBar"]): Promise<void> {
  await statusBar.setOverlaysWebView({ overlay: false });
  await statusBar.setBackgroundColor({ color: STATUS_BAR_COLOUR });
  // Capacitor names styles by the background they suit: Dark gives light text.
  await statusBar.setStyle({ style: Style.Dark });
}
