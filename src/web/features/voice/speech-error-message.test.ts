import { describe, expect, it } from "vitest";
import {
  SPEECH_ERROR_TITLE,
  isQuietSpeechError,
  speechErrorDescription,
} from "./speech-error-message";

describe("speech error messages", () => {
  it("uses the catalogue's title and texts", () => {
    expect(SPEECH_ERROR_TITLE).toBe("Speech recognition error");
    expect(speechErrorDescription("no-speech")).toBe(
      "No speech detected. Try speaking more clearly.",
    );
    expect(speechErrorDescription("audio-capture")).toBe(
      "Microphone not working. Please check your microphone.",
    );
    expect(speechErrorDescription("not-allowed")).toBe(
      "Microphone access denied. Please allow microphone access.",
    );
    expect(speechErrorDescription("network")).toBe(
      "Network error. Please check your internet connection.",
    );
    expect(speechErrorDescription("bad-grammar")).toBe("Speech recognition error: bad-grammar");
  });

  it("keeps no-speech and aborted quiet", () => {
    expect(isQuietSpeechError("no-speech")).toBe(true);
    expect(isQuietSpeechError("aborted")).toBe(true);
    expect(isQuietSpeechError("not-allowed")).toBe(false);
    expect(isQuietSpeechError("network")).toBe(false);
  });
});
