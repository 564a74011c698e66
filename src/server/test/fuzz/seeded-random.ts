import { createRandom } from "../../../illustrator/scene/random";

/** The illustrator's seeded generator, with the UUIDs the fuzzer needs: the same seed, the same run. */
export function seededRandom(seed: number) {
  const random = createRandom(seed);
  const hex = (length: number) =>
    Array.from({ length }, () => Math.floor(random.next() * 16).toString(16)).join("");
  return {
    next: random.next,
    pick: random.pick,
    /** A well-formed UUID that names no record. */
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`,
  };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
