import { isInsideNativeShell } from "@/web/features/native-shell/inside-native-shell";
import { browserStoryVoice } from "./browser-story-voice";
import type { TStoryVoice } from "./story-voice";

/**
 * The device's reading voice: inside the Android app (no speech synthesis in its WebView) the
 * text-to-speech plugin through the shell's adapter, loaded only there; elsewhere the browser's.
 */
export async function loadStoryVoice(): Promise<TStoryVoice | null> {
  if (!isInsideNativeShell()) return browserStoryVoice();
  const { loadNativeStoryVoice } = await import("@/web/features/native-shell/native-story-voice");
  return loadNativeStoryVoice();
}
