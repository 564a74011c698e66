import type { SpeechRecognizerConstructor } from "./web-speech-types";

/**
 * Where the browser turns speech into words: on this device (`processLocally`, current Chromium,
 * when its language pack is installed), or by a service of the browser's maker ("online").
 */
export type TSpeechPlace = "checking" | "on-device" | "online";

type TAvailability = "unavailable" | "downloadable" | "downloading" | "available";
interface OnDeviceOptions {
  langs: string[];
  processLocally: true;
}
/** The on-device parts of the Web Speech API (not in TypeScript's DOM library yet). */
interface OnDeviceRecognizer {
  available?(options: OnDeviceOptions): Promise<TAvailability>;
  install?(options: OnDeviceOptions): Promise<boolean>;
}

const options = (lang: string): OnDeviceOptions => ({ langs: [lang], processLocally: true });

/** Asks the browser whether it can recognise `lang` on the device; any doubt answers "online". */
export async function speechPlaceFor(
  Recognizer: SpeechRecognizerConstructor,
  lang: string,
): Promise<Exclude<TSpeechPlace, "checking">> {
  const available = (Recognizer as unknown as OnDeviceRecognizer).available;
  if (typeof available !== "function") return "online";
  try {
    return (await available.call(Recognizer, options(lang))) === "available"
      ? "on-device"
      : "online";
  } catch {
    return "online";
  }
}

/**
 * Asks the browser to fetch its on-device language pack when it offers one (a tap on the
 * microphone is the user's gesture it wants), so the next listening can stay on the device.
 */
export function installOnDeviceSpeech(Recognizer: SpeechRecognizerConstructor, lang: string) {
  const onDevice = Recognizer as unknown as OnDeviceRecognizer;
  if (typeof onDevice.available !== "function" || typeof onDevice.install !== "function") return;
  void onDevice
    .available(options(lang))
    .then((state) => (state === "downloadable" ? onDevice.install?.(options(lang)) : undefined))
    .catch(() => undefined);
}
