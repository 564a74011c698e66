import { describe, expect, it, vi } from "vitest";
import { isMicrophoneWorking } from "./is-microphone-working";

describe("isMicrophoneWorking", () => {
  it("opens the microphone, closes it at once and says it works", async () => {
    const track = { stop: vi.fn() };
    const getUserMedia = vi.fn(
      async () => ({ getTracks: () => [track] }) as unknown as MediaStream,
    );
    expect(await isMicrophoneWorking({ getUserMedia })).toBe(true);
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(track.stop).toHaveBeenCalledOnce();
  });

  it("says no when the microphone cannot be opened or the browser has no media devices", async () => {
    const getUserMedia = vi.fn(async () => {
      throw new DOMException("Could not start audio source", "NotReadableError");
    });
    expect(await isMicrophoneWorking({ getUserMedia })).toBe(false);
    expect(await isMicrophoneWorking(undefined)).toBe(false);
  });
});
