import type { TSoundEffectSearch } from "../../../shared/contracts/sound-effects";

/** An engine that finds background music for the picture-making overlay. */
export interface MusicProvider {
  readonly name: string;
  search(query: string): Promise<TSoundEffectSearch>;
  /**
   * The mp3 of a preview this engine handed out, fetched on the browser's behalf so the child's
   * browser talks only to us; null for one it never handed out. Engines serving their own
   * previews have none.
   */
  preview?(id: string): Promise<Buffer | null>;
}
