import { describe, expect, it, vi } from "vitest";
import { FakeSpeechRecognizer } from "./fake-speech-recognizer.test-support";
import { installOnDeviceSpeech, speechPlaceFor } from "./on-device-speech";
import type { SpeechRecognizerConstructor } from "./web-speech-types";

/** A recogniser class with current Chromium's on-device calls, answering `availability`. */
function onDeviceRecognizer(availability: string | Error) {
  const install = vi.fn(() => Promise.resolve(true));
  const available = vi.fn((_options: unknown) =>
    availability instanceof Error ? Promise.reject(availability) : Promise.resolve(availability),
  );
  const Recognizer = class extends FakeSpeechRecognizer {
    static available = available;
    static install = install;
  } as unknown as SpeechRecognizerConstructor;
  return { Recognizer, available, install };
}

describe("where the browser recognises speech", () => {
  it("is on the device only when the browser says its language is available there", async () => {
    const { Recognizer, available } = onDeviceRecognizer("available");
    await expect(speechPlaceFor(Recognizer, "en-US")).resolves.toBe("on-device");
    expect(available).toHaveBeenCalledWith({ langs: ["en-US"], processLocally: true });
  });

  it.each(["downloadable", "downloading", "unavailable", new Error("not allowed")])(
    "is online when the on-device answer is %s",
    async (availability) => {
      const { Recognizer } = onDeviceRecognizer(availability);
      await expect(speechPlaceFor(Recognizer, "en-US")).resolves.toBe("online");
    },
  );

  it("is online in a browser without on-device recognition", async () => {
    await expect(speechPlaceFor(FakeSpeechRecognizer, "en-US")).resolves.toBe("online");
  });

  it("asks the browser to fetch its language pack only when it offers one", async () => {
    const offered = onDeviceRecognizer("downloadable");
    installOnDeviceSpeech(offered.Recognizer, "en-US");
    await vi.waitFor(() =>
      expect(offered.install).toHaveBeenCalledWith({ langs: ["en-US"], processLocally: true }),
    );
    const missing = onDeviceRecognizer("unavailable");
    installOnDeviceSpeech(missing.Recognizer, "en-US");
    await Promise.resolve();
    await Promise.resolve();
    expect(missing.install).not.toHaveBeenCalled();
    expect(() => installOnDeviceSpeech(FakeSpeechRecognizer, "en-US")).not.toThrow();
  });
});
