import type { TShellPlugins } from "./shell-plugins";

const FADE_OUT_MS = 200;

function nextFrame(win: Window): Promise<void> {
  return new Promise((resolve) => win.requestAnimationFrame(() => resolve()));
}

function rootHasContent(root: Element): Promise<void> {
  if (root.childElementCount > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (root.childElementCount === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { childList: true });
  });
}

/**
 * Waits until React has put the first page in `#root` and the browser has painted it (the frame
 * after the next one), then fades the splash out, so the family never sees a blank screen.
 */
export async function hideSplashAfterFirstPaint(
  splashScreen: TShellPlugins["splashScreen"],
  win: Window = window,
): Promise<void> {
  const root = win.document.getElementById("root");
  if (root) await rootHasContent(root);
  await nextFrame(win);
  await nextFrame(win);
  await splashScreen.hide({ fadeOutDuration: FADE_OUT_MS });
}
