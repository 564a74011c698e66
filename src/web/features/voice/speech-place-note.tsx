import { Lock } from "lucide-react";
import { useT } from "@/web/i18n/use-t";
import type { TSpeechPlace } from "./on-device-speech";

/** The note for each place, in the create catalog. */
const SPEECH_PLACE_TEXT = { "on-device": "speechOnDevice", online: "speechOnline" } as const;

/** For the grown-up nearby: whether the browser hears the child on the device or online. */
export function SpeechPlaceNote({ place }: { place: TSpeechPlace }) {
  const t = useT("create");
  if (place === "checking") return null;
  return (
    <p
      className="flex items-center justify-center gap-2 text-center text-base text-slate-600"
      data-testid="speech-place"
    >
      {place === "on-device" && <Lock className="size-4 shrink-0" aria-hidden />}
      {t(SPEECH_PLACE_TEXT[place])}
    </p>
  );
}
