import { handleBackButton } from "./handle-back-button";
import { hideSplashAfterFirstPaint } from "./hide-splash-after-first-paint";
import { keepFocusedFieldInView } from "./keep-focused-field-in-view";
import { paintStatusBar } from "./paint-status-bar";
import type { TShellPlugins } from "./shell-plugins";

/**
 * Wires the page to the Android shell. Each part stands alone: a plugin that fails (an old
 * Android without a feature) never keeps the splash up or the back button dead.
 */
export async function connectNativeShell(
  plugins: TShellPlugins,
  win: Window = window,
): Promise<void> {
  const results = await Promise.allSettled([
    handleBackButton(plugins.app, win),
    keepFocusedFieldInView(plugins.keyboard, win),
    paintStatusBar(plugins.statusBar),
    hideSplashAfterFirstPaint(plugins.splashScreen, win),
  ]);
  for (const result of results) {
    if (result.status === "rejected")
      console.error("A part of the app shell failed", result.reason);
  }
}
