import { isRunningInstalled } from "./install-prompt";
import { SaveToHomeScreenButton } from "./save-to-home-screen-button";

/** A quiet card offering to put Doodle Dino on the home screen, like an app. */
export function InstallAppCard() {
  if (isRunningInstalled()) return null;
  return (
    <section className="flex flex-col items-center gap-3 rounded-3xl bg-white/70 p-5 text-center shadow-sm">
      <p className="text-lg">Keep Doodle Dino one tap away, like any other app.</p>
      <SaveToHomeScreenButton variant="sunny" />
    </section>
  );
}
