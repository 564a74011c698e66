import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  box,
  cluster,
  ebml,
  ebmlFloat,
  ebmlUint,
  fullBox,
  ftyp,
  mediaHeader,
  MKV,
  mp4Track,
  oggOpus,
  oggPage,
  opusTrack,
  trackEntry,
  unsized,
  webmHeader,
} from "./build-containers.test-support";
import { UnreadableContainer } from "./container-facts";
import { readMatroska } from "./matroska-walk";
import { readMp4 } from "./mp4-box-walk";
import { readOgg } from "./ogg-duration";

const fixture = (name: string) => readFileSync(path.join(__dirname, "..", "fixtures", name));
const FORTY_FIVE_MINUTES_MS = 45 * 60 * 1000;

describe("readOgg", () => {
  it("reads the real recording's length from its last granule position less the pre-skip", () => {
    expect(readOgg(fixture("speech.ogg"))).toEqual({
      tracks: [{ kind: "audio", codec: "OpusHead" }],
      durationMs: 400,
    });
  });

  it("reads 45 minutes from a page's large granule position", () => {
    expect(readOgg(oggOpus(FORTY_FIVE_MINUTES_MS)).durationMs).toBe(FORTY_FIVE_MINUTES_MS);
  });

  it("adds chained streams up, so short streams one after another cannot pass for one", () => {
    const chained = Buffer.concat([oggOpus(40_000, 1), oggOpus(40_000, 2)]);
    expect(readOgg(chained)).toMatchObject({ durationMs: 80_000 });
  });

  it("names every stream, a video stream begun later among them", () => {
    const theora = Buffer.concat([Buffer.from([0x80]), Buffer.from("theora", "latin1")]);
    const withVideo = Buffer.concat([
      oggOpus(1_000, 1),
      oggPage({ serial: 2, packet: theora, beginsStream: true }),
    ]);
    expect(readOgg(withVideo).tracks.map((track) => track.kind)).toEqual(["audio", "video"]);
  });

  it("refuses a page cut short, junk between pages and a page of no stream", () => {
    const ogg = fixture("speech.ogg");
    expect(() => readOgg(ogg.subarray(0, ogg.length - 3))).toThrow(UnreadableContainer);
    expect(() => readOgg(Buffer.concat([ogg, Buffer.from("junk")]))).toThrow(UnreadableContainer);
    const stray = oggPage({ serial: 9, packet: Buffer.from([1, 2, 3]), granule: 10n ** 12n });
    expect(() => readOgg(Buffer.concat([ogg, stray]))).toThrow(UnreadableContainer);
  });
});

describe("readMatroska", () => {
  const webm = (...segment: Buffer[]) =>
    Buffer.concat([webmHeader(), unsized(MKV.segment, ...segment)]);
  const tracks = (...entries: Buffer[]) => ebml(MKV.tracks, ...entries);

  it("reads the real recordings' tracks and length", () => {
    expect(readMatroska(fixture("speech.webm"))).toEqual({
      docType: "webm",
      tracks: [{ kind: "audio", codec: "A_OPUS" }],
      durationMs: 408,
    });
    expect(readMatroska(fixture("video.webm")).tracks).toEqual([
      { kind: "video", codec: "V_VP8" },
      { kind: "audio", codec: "A_OPUS" },
    ]);
  });

  it("reads the Duration element, scaled by TimecodeScale", () => {
    const info = ebml(
      MKV.info,
      ebmlUint(MKV.timecodeScale, 1_000_000),
      ebmlFloat(MKV.duration, FORTY_FIVE_MINUTES_MS),
    );
    expect(readMatroska(webm(info, tracks(opusTrack()), cluster(0, 0))).durationMs).toBe(
      FORTY_FIVE_MINUTES_MS,
    );
  });

  it("without a Duration, reads the last Cluster's Timecode plus its blocks' own timecodes", () => {
    // As MediaRecorder writes a live WebM: unsized Segment and Clusters, no Duration.
    const live = webm(tracks(opusTrack()), cluster(0, 0, 20), cluster(2_699_000, 0, 500, 1_000));
    expect(readMatroska(live).durationMs).toBe(FORTY_FIVE_MINUTES_MS);
    // Ticks of 10 ms: 6 100 ticks is 61 s.
    const coarse = webm(
      ebml(MKV.info, ebmlUint(MKV.timecodeScale, 10_000_000)),
      tracks(opusTrack()),
      cluster(6_000, 0, 100),
    );
    expect(readMatroska(coarse).durationMs).toBe(61_000);
  });

  it("believes the later of Duration and the blocks, so a short Duration hides nothing", () => {
    const info = ebml(MKV.info, ebmlFloat(MKV.duration, 1_000));
    expect(readMatroska(webm(info, tracks(opusTrack()), cluster(120_000, 0))).durationMs).toBe(
      120_000,
    );
  });

  it("finds a VP8 TrackEntry placed after 69 KiB", () => {
    const padding = ebml(MKV.void, Buffer.alloc(69 * 1024));
    const hidden = webm(tracks(opusTrack(), padding, trackEntry(2, 1, "V_VP8")), cluster(0, 0));
    expect(hidden.indexOf("V_VP8")).toBeGreaterThan(69 * 1024);
    expect(readMatroska(hidden).tracks.map((track) => track.codec)).toEqual(["A_OPUS", "V_VP8"]);
  });

  it("refuses an element cut short, one past its parent's end and a sizeless one", () => {
    const speech = fixture("speech.webm");
    expect(() => readMatroska(speech.subarray(0, speech.length - 2))).toThrow(UnreadableContainer);
    const overflowing = Buffer.concat([ebml(MKV.tracks, opusTrack()).subarray(0, 12), opusTrack()]);
    overflowing.writeUInt8(0x20, 11); // Tracks now claims fewer bytes than its TrackEntry needs.
    expect(() => readMatroska(webm(overflowing))).toThrow(UnreadableContainer);
    const sizeless = unsized(MKV.tracks, opusTrack());
    expect(() => readMatroska(webm(sizeless))).toThrow(UnreadableContainer);
  });
});

describe("readMp4", () => {
  it("reads the real recordings' tracks and length (a fragmented MP4, as Safari writes)", () => {
    expect(readMp4(fixture("speech.m4a"))).toEqual({
      tracks: [{ kind: "audio", codec: "mp4a" }],
      durationMs: 423,
    });
    expect(readMp4(fixture("video.mp4")).tracks.map((track) => track.kind)).toEqual([
      "video",
      "audio",
    ]);
  });

  it("reads mvhd's timescale and duration", () => {
    const movie = Buffer.concat([
      ftyp(),
      box("moov", mediaHeader("mvhd", 600, 45 * 60 * 600), mp4Track(1, "soun", "mp4a")),
    ]);
    expect(readMp4(movie).durationMs).toBe(FORTY_FIVE_MINUTES_MS);
  });

  it("reads a fragmented file's length from its fragments' sample durations", () => {
    const moov = box(
      "moov",
      mediaHeader("mvhd", 1000, 0),
      mp4Track(1, "soun", "mp4a"),
      box("mvex", fullBox("trex", 0, 1, 1, 1024, 0, 0)),
    );
    // 48 kHz, 1024 samples each: 2 700 fragments of 1 000 samples would be 45 min; here 2 runs.
    const fragment = (start: number, samples: number) =>
      box(
        "moof",
        box("traf", fullBox("tfhd", 0, 1), fullBox("tfdt", 0, start), fullBox("trun", 0, samples)),
      );
    const file = Buffer.concat([ftyp(), moov, fragment(0, 1000), fragment(1_024_000, 1_530_000)]);
    expect(readMp4(file).durationMs).toBe(
      Math.round(((1_024_000 + 1_530_000 * 1024) * 1000) / 48_000),
    );
  });

  it("finds a vide handler after 64 KiB", () => {
    const hidden = Buffer.concat([
      ftyp(),
      box(
        "moov",
        mediaHeader("mvhd", 1000, 1000),
        mp4Track(1, "soun", "mp4a"),
        box("free", Buffer.alloc(64 * 1024)),
        mp4Track(2, "vide", "avc1"),
      ),
    ]);
    expect(hidden.indexOf("vide")).toBeGreaterThan(64 * 1024);
    expect(readMp4(hidden).tracks.map((track) => track.kind)).toEqual(["audio", "video"]);
  });

  it("refuses a box cut short, a box smaller than its header and a fragment of no track", () => {
    const m4a = fixture("speech.m4a");
    expect(() => readMp4(m4a.subarray(0, m4a.length - 1))).toThrow(UnreadableContainer);
    const tiny = Buffer.concat([ftyp(), Buffer.from([0, 0, 0, 4]), Buffer.from("moov")]);
    expect(() => readMp4(tiny)).toThrow(UnreadableContainer);
    const orphan = box("moof", box("traf", fullBox("tfhd", 0, 7)));
    expect(() => readMp4(Buffer.concat([ftyp(), orphan]))).toThrow(UnreadableContainer);
  });
});
