import { Lock } from "lucide-react";
import type { TSpeechPlace } from "./on-device-speech";

export const SPEECH_PLACE_TEXT = {
  "on-device": "Your voice stays on this device: it turns talking into words by itself.",
  online:
    "The company that makes this browser turns talking into words over the internet. Typing stays on this device.",
} as const;

/** For the grown-up nearby: whether the browser hears the child on the device or online. */
export function SpeechPlaceNote({ place }: { place: TSpeechPlace }) {
  if (place === "checking") return null;
  return (
    <p
      className="flex items-center justify-center gap-2 text-center text-base text-slate-600"
      data-testid="speech-place"
    >
      {place === "on-device" && <Lock className="size-4 shrink-0" aria-hidden />}
      {SPEECH_PLACE_TEXT[place]}
    </p>
  );
}
