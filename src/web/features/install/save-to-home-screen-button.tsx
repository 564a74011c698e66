import { Smartphone } from "lucide-react";
import { Button, type ButtonProps } from "@/web/components/ui/button";
import { toast } from "@/web/components/ui/toast-store";
import { isIos, isRunningInstalled, takeInstallPrompt } from "./install-prompt";

const HINT_DURATION_MS = 5000;

async function installApp(): Promise<void> {
  const prompt = takeInstallPrompt();
  if (prompt) {
    try {
      await prompt.prompt();
      await prompt.userChoice;
    } catch {
      toast({
        title: "Installation failed",
        description: "Unable to install the app. Please try again.",
        variant: "destructive",
      });
    }
    return;
  }
  toast({
    title: "Save to Home Screen",
    description: isIos()
      ? "Tap the Share button, then choose Add to Home Screen."
      : "Open your browser menu and choose Install app or Add to Home Screen.",
    durationMs: HINT_DURATION_MS,
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
