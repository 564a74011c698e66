/** What a recording's container says it holds, read from its structure (never from a label). */
export interface ContainerFacts {
  /** Every track (stream) the file declares, wherever in the file it is declared. */
  tracks: ContainerTrack[];
  /** How long the sound lasts, by the container's own clock (summed over chained streams). */
  durationMs: number;
}

export interface ContainerTrack {
  kind: "audio" | "video" | "other";
  /** The codec as the container names it: `A_OPUS`, `mp4a`, `OpusHead`… */
  codec: string;
}

/** The bytes are not the container they start like: cut short, malformed, or out of bounds. */
export class UnreadableContainer extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "UnreadableContainer";
  }
}

/** Throws UnreadableContainer unless `length` bytes from `at` lie within `bytes`. */
export function need(bytes: Buffer, at: number, length: number, what: string): void {
  if (at < 0 || length < 0 || at + length > bytes.length) {
    throw new UnreadableContainer(`${what} runs past the end of the file`);
  }
}
