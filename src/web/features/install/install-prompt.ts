import { isInsideNativeShell } from "@/web/features/native-shell/inside-native-shell";

/** Chrome's `beforeinstallprompt` event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;

/** Call once at start-up: the browser may offer the prompt before any button is on screen. */
export function listenForInstallPrompt(): void {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
  });
  window.addEventListener("appinstalled", () => {
    deferredPrompt = null;
  });
}

/** Hands out the saved prompt once (a prompt can only be shown one time). */
export function takeInstallPrompt(): BeforeInstallPromptEvent | null {
  const prompt = deferredPrompt;
  deferredPrompt = null;
  return prompt;
}

export function isIos(userAgent: string = navigator.userAgent): boolean {
  return /iphone|ipad|ipod/i.test(userAgent);
}

/** Installed from the browser, or the Android app (which has nothing to install). */
export function isRunningInstalled(): boolean {
  if (isInsideNativeShell()) return true;
  return window.matchMedia?.("(display-mode: standalone)").matches ?? false;
}
