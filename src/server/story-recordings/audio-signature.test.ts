import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audioFormatOf } from "./audio-signature";

const fixture = (name: string) => readFileSync(path.join(__dirname, "fixtures", name));

describe("audioFormatOf", () => {
  it("knows the recordings browsers make: WebM/Opus, Ogg/Opus and MP4/AAC", () => {
    expect(audioFormatOf(fixture("speech.webm"))).toBe("webm");
    expect(audioFormatOf(fixture("speech.ogg"))).toBe("ogg");
    expect(audioFormatOf(fixture("speech.m4a"))).toBe("m4a");
  });

  it("refuses videos, other codecs and anything else", () => {
    expect(audioFormatOf(fixture("video.webm"))).toBeNull();
    expect(audioFormatOf(fixture("video.mp4"))).toBeNull();
    expect(audioFormatOf(fixture("vorbis.ogg"))).toBeNull();
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    expect(audioFormatOf(png)).toBeNull();
    expect(audioFormatOf(Buffer.from("ID3\u0004\u0000 an mp3 tune"))).toBeNull();
    expect(audioFormatOf(Buffer.alloc(0))).toBeNull();
    // A file that starts like a recording and stops before saying what it holds.
    expect(audioFormatOf(fixture("speech.webm").subarray(0, 24))).toBeNull();
    expect(audioFormatOf(fixture("speech.ogg").subarray(0, 30))).toBeNull();
    expect(audioFormatOf(fixture("speech.m4a").subarray(0, 40))).toBeNull();
  });
});
