import { Smartphone } from "lucide-react";
import { Button, type ButtonProps } from "@/web/components/ui/button";
import { toast } from "@/web/components/ui/toast-store";
import { isIos, isRunningInstalled, takeInstallPrompt } from "./install-prompt";

/** Install and home-screen toasts stay 5 s (spec: toasts). */
export const INSTALL_TOAST_MS = 5000;

/** Chromium's own install prompt where the browser offers one, otherwise how to do it by hand. */
export async function installApp(): Promise<void> {
  const prompt = takeInstallPrompt();
  if (prompt) {
    try {
      await prompt.prompt();
      const choice = await prompt.userChoice;
      if (choice.outcome === "accepted") {
        toast({
          title: "Doodle Dino is on your home screen!",
          description: "Tap the dinosaur to open it any time, like any other app.",
          variant: "success",
          durationMs: INSTALL_TOAST_MS,
        });
      }
    } catch {
      toast({
        title: "Installation failed",
        description: "Unable to install the app. Please try again.",
        variant: "destructive",
        durationMs: INSTALL_TOAST_MS,
      });
    }
    return;
  }
  toast({
    title: "Save to Home Screen",
    description: isIos()
      ? "Tap the Share button, then choose Add to Home Screen."
      : "Open your browser menu and choose Install app or Add to Home Screen.",
    durationMs: INSTALL_TOAST_MS,
  });
}

/** Installs the app where the browser can, otherwise explains how (iOS and others). */
export function SaveToHomeScreenButton({ children, ...props }: Omit<ButtonProps, "onClick">) {
  if (isRunningInstalled()) return null;
  return (
    <Button onClick={() => void installApp()} {...props}>
      <Smartphone aria-hidden />
      {children ?? "Save to Home Screen"}
    </Button>
  );
}
