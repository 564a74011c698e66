import { App } from "@capacitor/app";
import { Capacitor } from "@capacitor/core";
import { Keyboard } from "@capacitor/keyboard";
import { SplashScreen } from "@capacitor/splash-screen";
import { StatusBar } from "@capacitor/status-bar";
import { connectNativeShell } from "./connect-native-shell";

/** The only module that loads the Capacitor plugins; `startNativeShell` imports it lazily. */
export async function setUpNativeShell(): Promise<void> {
  if (!Capacitor.isNativePlatform()) return;
  await connectNativeShell({
    statusBar: StatusBar,
    splashScreen: SplashScreen,
    keyboard: Keyboard,
    app: App,
  });
}
