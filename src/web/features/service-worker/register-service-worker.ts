import { offerUpdate } from "./update-store";

/**
 * Registers /sw.js once the page has loaded (so it never competes with the first paint). A new
 * version is not forced on a child mid-picture: it waits until someone taps the update banner.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = async () => {
    const { registerSW } = await import("virtual:pwa-register");
    const updateServiceWorker = registerSW({
      onNeedRefresh: () => offerUpdate(() => updateServiceWorker(true)),
    });
  };
  if (document.readyState === "complete") void register();
  else window.addEventListener("load", () => void register(), { once: true });
}
