import type { PluginListenerHandle } from "@capacitor/core";
import type { TShellPlugins } from "./shell-plugins";

const HOME_PATH = "/";

/**
 * Radix dialogs close on Escape, so back closes them as it would on a phone's own screens. The
 * overlay shown while a picture is being made ignores Escape: back waits until it is done, so a
 * child pressing it never loses the picture.
 */
function closeOpenDialog(win: Window): boolean {
  const dialog = win.document.querySelector('[role="dialog"], [role="alertdialog"]');
  if (!dialog) return false;
  const target = win.document.activeElement ?? win.document.body;
  target.dispatchEvent(
    new KeyboardEvent("keydown", { key: "Escape", code: "Escape", bubbles: true }),
  );
  return true;
}

/**
 * Android's back button: closes an open dialog, else steps back through the app's pages, and
 * leaves the app only from the home page. A page opened with no history behind it (a link from
 * outside) goes home first rather than shutting the app.
 */
export function handleBackButton(
  app: TShellPlugins["app"],
  win: Window = window,
): Promise<PluginListenerHandle> {
  return app.addListener("backButton", ({ canGoBack }) => {
    if (closeOpenDialog(win)) return;
    if (win.location.pathname === HOME_PATH) {
      void app.exitApp();
    } else if (canGoBack) {
      win.history.back();
    } else {
      // wouter listens to replaceState, so the home page renders at once.
      win.history.replaceState(null, "", HOME_PATH);
    }
  });
}
