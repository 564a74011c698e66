/**
 * The understanding bench's noun lines, judged by what is drawn (drawn-meaning.ts): each noun said
 * alone and counted as drawn as itself, as a near thing, as something else (wrong) or as the
 * mascot, and as split when two or more different things are drawn for it.
 */
import { PLACE_WORDS } from "../../src/illustrator/vocabulary/places";
import { judgeNoun, VERDICTS, type NounJudgement, type Verdict } from "./drawn-meaning";
import { EVERYDAY_NOUNS, everydayGroupOf } from "./everyday-nouns";
import type { SenseKind } from "./wordnet";

export interface NounToJudge {
  word: string;
  /** The list's group ("kitchen"), or the list's name. */
  group: string;
  asPlace: boolean;
  kinds?: readonly SenseKind[];
}

export interface JudgedNoun extends NounJudgement {
  group: string;
}

export type Tally = Record<Verdict | "split" | "total", number>;

/** The everyday list, each word once, in the first group that names it. */
export function everydayNouns(): NounToJudge[] {
  const seen = new Set<string>();
  return EVERYDAY_NOUNS.flatMap((group) =>
    group.words.flatMap((word) => {
      if (seen.has(word)) return [];
      seen.add(word);
      return [{ word, group: group.name, asPlace: group.isPlace === true, kinds: group.kinds }];
    }),
  );
}

/**
 * A flat word list (the toddler words), said as the label checker says it: a place word where you
 * are ("in the kitchen"), anything else as one thing; meant in the sense the everyday list gives
 * the word, or any sense of a thing when that list does not have it.
 */
export function listNouns(name: string, words: readonly string[]): NounToJudge[] {
  return words.map((word) => {
    const group = everydayGroupOf(word);
    return {
      word,
      group: name,
      asPlace: PLACE_WORDS[word] !== undefined,
      ...(group ? { kinds: group.kinds } : {}),
    };
  });
}

export function judgeNouns(nouns: readonly NounToJudge[]): JudgedNoun[] {
  return nouns.map((noun) => ({
    ...judgeNoun(noun.word, {
      asPlace: noun.asPlace,
      ...(noun.kinds ? { kinds: noun.kinds } : {}),
    }),
    group: noun.group,
  }));
}

export function tally(judged: readonly NounJudgement[]): Tally {
  const counts: Tally = { itself: 0, near: 0, wrong: 0, mascot: 0, split: 0, total: 0 };
  for (const noun of judged) {
    counts[noun.verdict] += 1;
    if (noun.split) counts.split += 1;
    counts.total += 1;
  }
  return counts;
}

/** "itself  64.3 % (643/1000), near 120, wrong 200, mascot 37; split 25" */
export function formatTally(counts: Tally): string {
  const share = ((100 * counts.itself) / Math.max(1, counts.total)).toFixed(1).padStart(5);
  const others = VERDICTS.filter((verdict) => verdict !== "itself")
    .map((verdict) => `${verdict} ${counts[verdict]}`)
    .join(", ");
  return `itself ${share} % (${counts.itself}/${counts.total}), ${others}; split ${counts.split}`;
}

/** One line per category, then the set's total. */
export function formatByGroup(judged: readonly JudgedNoun[]): string[] {
  const groups = [...new Set(judged.map((noun) => noun.group))];
  const width = Math.max(...groups.map((group) => group.length));
  return groups.map(
    (group) =>
      `  ${group.padEnd(width)}  ${formatTally(tally(judged.filter((noun) => noun.group === group)))}`,
  );
}

/** A noun not cleanly drawn as itself, with what was drawn: "bowl → wrong: sailboat (sailboat)". */
export function formatFailure(noun: JudgedNoun): string {
  const drawn = noun.drawn.length
    ? noun.drawn.map((thing) => `${thing.artwork} (${thing.verdict}: ${thing.because})`).join(" + ")
    : "nothing but the place's scenery";
  return `  [${noun.group}] ${noun.said} → ${noun.verdict}${noun.split ? ", split" : ""}: ${drawn}`;
}

/** Nouns not cleanly drawn as themselves: near, wrong, the mascot, or split into several things. */
export function failures(judged: readonly JudgedNoun[]): JudgedNoun[] {
  return judged.filter((noun) => noun.verdict !== "itself" || noun.split);
}

/** The words most often drawn as one wrong artwork, for the docs: "sailboat ← bowl, bottle, …". */
export function commonWrongDrawings(judged: readonly JudgedNoun[], top = 15): string[] {
  const byArtwork = new Map<string, string[]>();
  for (const noun of judged) {
    if (noun.verdict !== "wrong") continue;
    for (const thing of noun.drawn) {
      if (thing.verdict !== "wrong" || thing.artwork.startsWith("place:")) continue;
      const id = thing.artwork.startsWith("kit-person_")
        ? `kit person (${thing.meaning.label})`
        : thing.artwork;
      const words = byArtwork.get(id) ?? [];
      if (!words.includes(noun.word)) byArtwork.set(id, [...words, noun.word]);
    }
  }
  return [...byArtwork.entries()]
    .sort((a, b) => b[1].length - a[1].length)
    .slice(0, top)
    .map(([artwork, words]) => `${artwork} ← ${words.length}: ${words.slice(0, 12).join(", ")}`);
}
