// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RECORDING_MAX_MS } from "@/shared/contracts/story-recordings";
import { startPageRecording, type TRecordedPage } from "./page-recorder";

/** A MediaRecorder that hands over one chunk of bytes when stopped. */
class FakeRecorder {
  static supported = ["audio/ogg;codecs=opus"];
  static isTypeSupported = (type: string) => FakeRecorder.supported.includes(type);
  static last: FakeRecorder | null = null;
  state: "inactive" | "recording" = "inactive";
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  readonly mimeType: string;
  constructor(
    readonly stream: MediaStream,
    readonly options: MediaRecorderOptions,
  ) {
    this.mimeType = options.mimeType ?? "";
    FakeRecorder.last = this;
  }
  start() {
    this.state = "recording";
  }
  stop() {
    this.state = "inactive";
    this.ondataavailable?.({ data: new Blob(["OggS voice"]) });
    this.onstop?.();
  }
}

let clock = 0;
const stoppedTracks: string[] = [];
const environment = () => ({
  getUserMedia: async () =>
    ({ getTracks: () => [{ stop: () => stoppedTracks.push("mic") }] }) as unknown as MediaStream,
  MediaRecorder: FakeRecorder as unknown as typeof MediaRecorder,
  now: () => clock,
});

beforeEach(() => {
  vi.useFakeTimers();
  clock = 0;
  stoppedTracks.length = 0;
});
afterEach(() => vi.useRealTimers());

describe("startPageRecording", () => {
  it("records in the first format the browser makes, and hands it over when stopped", async () => {
    const done: TRecordedPage[] = [];
    const session = await startPageRecording((page) => done.push(page), environment());
    expect(FakeRecorder.last?.options.mimeType).toBe("audio/ogg;codecs=opus");
    clock = 4_321;
    session.stop();
    expect(done).toHaveLength(1);
    expect(done[0]?.durationMs).toBe(4_321);
    expect(done[0]?.audio.type).toBe("audio/ogg;codecs=opus");
    expect(await done[0]?.audio.text()).toBe("OggS voice");
    expect(stoppedTracks).toEqual(["mic"]);
  });

  it("stops itself after a minute", async () => {
    const done: TRecordedPage[] = [];
    await startPageRecording((page) => done.push(page), environment());
    clock = RECORDING_MAX_MS - 1;
    vi.advanceTimersByTime(RECORDING_MAX_MS - 1);
    expect(done).toHaveLength(0);
    clock = RECORDING_MAX_MS + 30;
    vi.advanceTimersByTime(1);
    expect(done.map((page) => page.durationMs)).toEqual([RECORDING_MAX_MS]);
    expect(FakeRecorder.last?.state).toBe("inactive");
  });

  it("throws a cancelled recording away and lets the microphone go", async () => {
    const done: TRecordedPage[] = [];
    const session = await startPageRecording((page) => done.push(page), environment());
    session.cancel();
    vi.advanceTimersByTime(RECORDING_MAX_MS);
    expect(done).toEqual([]);
    expect(stoppedTracks.length).toBeGreaterThan(0);
  });
});
