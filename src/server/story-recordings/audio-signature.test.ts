import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readRecording } from "./audio-signature";
import {
  mp4WithVideoAfter64KiB,
  oggOpus,
  oggPage,
  webmWithVideoAfter69KiB,
} from "./containers/build-containers.test-support";

const fixture = (name: string) => readFileSync(path.join(__dirname, "fixtures", name));
const FIXTURES = [
  "speech.webm",
  "speech.ogg",
  "speech.m4a",
  "video.webm",
  "video.mp4",
  "vorbis.ogg",
];

describe("readRecording", () => {
  it("knows the recordings browsers make: WebM/Opus, Ogg/Opus and MP4/AAC, and their length", () => {
    expect(readRecording(fixture("speech.webm"))).toEqual({ format: "webm", durationMs: 408 });
    expect(readRecording(fixture("speech.ogg"))).toEqual({ format: "ogg", durationMs: 400 });
    expect(readRecording(fixture("speech.m4a"))).toEqual({ format: "m4a", durationMs: 423 });
  });

  it("refuses videos, other codecs and anything else", () => {
    expect(readRecording(fixture("video.webm"))).toBeNull();
    expect(readRecording(fixture("video.mp4"))).toBeNull();
    expect(readRecording(fixture("vorbis.ogg"))).toBeNull();
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    expect(readRecording(png)).toBeNull();
    expect(readRecording(Buffer.from("ID3\u0004\u0000 an mp3 tune"))).toBeNull();
    expect(readRecording(Buffer.alloc(0))).toBeNull();
    // A file that starts like a recording and stops before saying what it holds.
    expect(readRecording(fixture("speech.webm").subarray(0, 24))).toBeNull();
    expect(readRecording(fixture("speech.ogg").subarray(0, 30))).toBeNull();
    expect(readRecording(fixture("speech.m4a").subarray(0, 40))).toBeNull();
  });

  it("checks every track, however far into the file it is declared", () => {
    const webm = webmWithVideoAfter69KiB();
    expect(readRecording(webm)).toBeNull();
    const mp4 = mp4WithVideoAfter64KiB();
    expect(readRecording(mp4)).toBeNull();
    const theora = Buffer.concat([Buffer.from([0x80]), Buffer.from("theora", "latin1")]);
    const ogg = Buffer.concat([
      oggOpus(1_000),
      oggPage({ serial: 2, packet: theora, beginsStream: true }),
    ]);
    expect(readRecording(ogg)).toBeNull();
    // The same files without the video are recordings.
    expect(readRecording(oggOpus(1_000))).toEqual({ format: "ogg", durationMs: 1_000 });
  });

  it("never throws, whatever the bytes: every cut of every fixture, and junk behind real headers", () => {
    const junk = seededBytes(7);
    for (const name of FIXTURES) {
      const bytes = fixture(name);
      // Any throw fails the test: every answer is a recording or null.
      for (let length = 0; length <= bytes.length; length++)
        readRecording(bytes.subarray(0, length));
      for (let at = 8; at < bytes.length; at += 5) {
        readRecording(Buffer.concat([bytes.subarray(0, at), junk(64), bytes.subarray(at + 64)]));
      }
    }
  });
});

/** The same "random" bytes on every run (a linear congruential generator). */
function seededBytes(seed: number) {
  let state = seed;
  return (length: number) =>
    Buffer.from(
      Array.from({ length }, () => {
        state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
        return state >> 16;
      }),
    );
}
