// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentToast, dismissToast } from "@/web/components/ui/toast-store";
import { listenForInstallPrompt } from "./install-prompt";
import { INSTALL_TOAST_MS, installApp } from "./save-to-home-screen-button";

listenForInstallPrompt();

/** Chromium's `beforeinstallprompt`, as the browser would fire it. */
function offerInstall(prompt: () => Promise<void>, outcome: "accepted" | "dismissed") {
  const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: vi.fn(prompt),
    userChoice: Promise.resolve({ outcome }),
  });
  window.dispatchEvent(event);
  return event;
}

afterEach(() => dismissToast());

describe("Save to Home Screen", () => {
  it("shows the browser's own install prompt and says so for 5 s when accepted", async () => {
    const event = offerInstall(() => Promise.resolve(), "accepted");
    expect(event.defaultPrevented).toBe(true);
    await installApp();
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(currentToast()).toMatchObject({
      title: "Doodle Dino is on your home screen!",
      durationMs: INSTALL_TOAST_MS,
    });
    expect(INSTALL_TOAST_MS).toBe(5000);
  });

  it("says 'Installation failed' when the prompt fails", async () => {
    offerInstall(() => Promise.reject(new Error("no")), "dismissed");
    await installApp();
    expect(currentToast()).toMatchObject({
      title: "Installation failed",
      description: "Unable to install the app. Please try again.",
      variant: "destructive",
      durationMs: 5000,
    });
  });

  it("uses a prompt only once, then explains how by hand (iOS: the Share button)", async () => {
    offerInstall(() => Promise.resolve(), "dismissed");
    await installApp();
    expect(currentToast()).toBeNull();
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)",
    );
    await installApp();
    expect(currentToast()).toMatchObject({
      title: "Save to Home Screen",
      description: "Tap the Share button, then choose Add to Home Screen.",
      durationMs: 5000,
    });
  });
});
