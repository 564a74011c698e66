import type { TSoundEffectSearch } from "../../../shared/contracts/sound-effects";

/** An engine that finds background music for the picture-making overlay. */
export interface MusicProvider {
  readonly name: string;
  search(query: string): Promise<TSoundEffectSearch>;
}
