import type { CapacitorConfig } from "@capacitor/cli";
import { shellServer } from "./scripts/native-shell-server";
import { SPLASH_COLOUR, STATUS_BAR_COLOUR } from "./src/web/features/native-shell/shell-colours";

/**
 * The Android shell (DESIGN.md decision 18). The plugin settings here apply at launch, before the
 * page loads; `src/web/features/native-shell/` does the rest from inside the page.
 */

const config: CapacitorConfig = {
  appId: "com.doodledino.app",
  appName: "Doodle Dino",
  webDir: "dist/web",
  server: shellServer(process.env.PUBLIC_URL),
  plugins: {
    // Android 16 (target SDK 36) draws every app edge to edge, behind the status bar: the page
    // pads its header, footer and fixed bars by env(safe-area-inset-*) (index.html's
    // viewport-fit=cover makes the WebView report them). These two settings still take on older
    // Android versions.
    StatusBar: { overlaysWebView: false, style: "DARK", backgroundColor: STATUS_BAR_COLOUR },
    // The web app hides the splash once its first page has painted; this is only the ceiling
    // for a page that never loads, so the family is not left looking at a frozen splash.
    SplashScreen: {
      launchAutoHide: true,
      launchShowDuration: 6000,
      launchFadeOutDuration: 200,
      backgroundColor: SPLASH_COLOUR,
      androidScaleType: "CENTER_INSIDE",
      showSpinner: false,
    },
    // Android resizes the page for the keyboard (adjustResize), also with the status bar plugin on.
    Keyboard: { resizeOnFullScreen: true },
  },
};

export default config;
