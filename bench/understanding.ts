/**
 * `npm run bench -- understanding [--failures] [--held-out-failures] [--people-failures] [--position-failures] [--language-failures] [--no-timing]`: how often the picture shows
 * everything a child asked for, per kind of description and in total, on the tuning set and on the
 * held-out set; how often a noun said alone is drawn as itself, judged by what the drawing is
 * (the everyday things per category, the toddler words, the other picture words; `--failures`
 * lists every noun not cleanly drawn as itself with the artwork drawn); then the drawing time of a
 * 1024² picture (PNG + thumbnail) on the server.
 */
import { composeScene, type Scene } from "../src/illustrator";
import { createBuiltinIllustrator } from "../src/server/providers/images/builtin-illustrator";
import { TUNING_CASES } from "./understanding/cases";
import { failedExpectations } from "./understanding/check-case";
import { HELD_OUT_CASES } from "./understanding/held-out";
import { SECOND_HELD_OUT_CASES } from "./understanding/held-out-second";
import { drawingOfWord } from "./understanding/check-word";
import { PICTURE_WORDS, TODDLER_WORDS } from "./understanding/toddler-words";
import {
  commonWrongDrawings,
  everydayNouns,
  failures,
  formatByGroup,
  formatFailure,
  formatTally,
  judgeNouns,
  listNouns,
  tally,
} from "./understanding/report-nouns";
import { failedPeopleExpectations } from "./understanding/check-people";
import { PEOPLE_CASES } from "./understanding/people-cases";
import { POSITION_SIZE_CASES } from "./understanding/positions-sizes-cases";
import { LANGUAGE_SETS } from "./understanding/languages/language-sets";
import { judgeLanguageSet } from "./understanding/languages/judge-language-set";
import type { Language } from "../src/shared/languages";
import { POSITION_SIZE_SECOND_CASES } from "./understanding/positions-sizes-second";

export async function benchUnderstanding(): Promise<void> {
  const args = process.argv.slice(2);
  report("tuning set", TUNING_CASES, args.includes("--failures"));
  report("held-out set", HELD_OUT_CASES, args.includes("--held-out-failures"));
  report("second held-out set", SECOND_HELD_OUT_CASES, args.includes("--held-out-failures"));
  report("people set", PEOPLE_CASES, args.includes("--people-failures"), failedPeopleExpectations);
  report("positions and sizes set", POSITION_SIZE_CASES, args.includes("--position-failures"));
  reportLanguages(args.includes("--language-failures"));
  report(
    "positions and sizes, second set",
    POSITION_SIZE_SECOND_CASES,
    args.includes("--position-failures"),
  );
  const showNouns = args.includes("--failures");
  reportEverydayNouns(showNouns);
  reportWords("toddler word lists' nouns", TODDLER_WORDS, showNouns);
  reportWords("words for pictures beyond them", PICTURE_WORDS, showNouns);
  if (!args.includes("--no-timing")) await reportDrawingTime();
}

/** What a picture fails of a case's expectations; empty when it shows everything asked for. */
type Checker = (description: string, expect: string, scene: Scene) => string[];
type Cases = Readonly<Record<string, readonly (readonly [string, string])[]>>;

/**
 * One set's figures, per kind and in total: the tuning and held-out sets checked by their things,
 * the people set by its drawn people (bodies, sizes, hands, seats, faces clear).
 */
function report(
  name: string,
  cases: Cases,
  showFailures: boolean,
  check: Checker = failedExpectations,
): void {
  let right = 0;
  let total = 0;
  const rows: string[] = [];
  const failures: string[] = [];
  for (const [kind, list] of Object.entries(cases)) {
    let kindRight = 0;
    for (const [description, expect] of list) {
      const failed = check(description, expect, composeScene(description));
      if (failed.length === 0) kindRight += 1;
      else failures.push(`  [${kind}] "${description}": ${failed.join(", ")}`);
    }
    right += kindRight;
    total += list.length;
    rows.push(
      `  ${kind.padEnd(10)} ${percent(kindRight, list.length)}  (${kindRight}/${list.length})`,
    );
  }
  console.log(`understanding, ${name}: ${percent(right, total)} fully right (${right}/${total})`);
  console.log(rows.join("\n"));
  if (showFailures) console.log(failures.join("\n"));
}

/** Each other language's set, composed in it and judged by what is drawn. */
function reportLanguages(showFailures: boolean): void {
  for (const [language, cases] of Object.entries(LANGUAGE_SETS)) {
    const figures = judgeLanguageSet(language as Language, cases);
    console.log(
      `understanding, ${language} set by what is drawn: ${percent(figures.right, figures.total)} ` +
        `fully right (${figures.right}/${figures.total}), ${figures.mascots} mascots`,
    );
    const rows = figures.byKind.map(
      ({ kind, right, total }) =>
        `  ${kind.padEnd(10)} ${percent(right, total)}  (${right}/${total})`,
    );
    console.log(rows.join("\n"));
    if (showFailures) console.log(figures.failures.join("\n"));
  }
}

/**
 * The everyday things (bench/understanding/everyday-nouns.ts), each said alone and judged by what
 * is drawn: per category, then in total, with the artwork most often drawn for a wrong word.
 */
function reportEverydayNouns(showFailures: boolean): void {
  const started = performance.now();
  const judged = judgeNouns(everydayNouns());
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `understanding, everyday things by what is drawn: ${formatTally(tally(judged))} (${seconds} s)`,
  );
  console.log(formatByGroup(judged).join("\n"));
  console.log(
    `  drawn most often for a wrong word:\n    ${commonWrongDrawings(judged).join("\n    ")}`,
  );
  if (showFailures) console.log(failures(judged).map(formatFailure).join("\n"));
}

/**
 * A word list judged two ways: by what is drawn (drawn-meaning.ts), and, as this bench measured
 * before, by the label the illustrator writes (check-word.ts), which passes "a bowl" drawn as a
 * sailboat because the sailboat is labelled "bowl".
 */
function reportWords(name: string, words: readonly string[], showFailures: boolean): void {
  const judged = judgeNouns(listNouns(name, words));
  console.log(`understanding, ${name} by what is drawn: ${formatTally(tally(judged))}`);
  const drawings = words.map((word) => [word, drawingOfWord(word)] as const);
  const count = (kind: string) => drawings.filter(([, drawing]) => drawing === kind).length;
  console.log(
    `  (by the label, as measured before: ${percent(count("itself"), words.length)} ` +
      `(${count("itself")}/${words.length}), ${count("something else")} as something else, ` +
      `${count("mascot")} as the mascot)`,
  );
  if (showFailures) console.log(failures(judged).map(formatFailure).join("\n"));
}

async function reportDrawingTime(): Promise<void> {
  const illustrator = createBuiltinIllustrator();
  const descriptions = Object.values(TUNING_CASES).flatMap((list) => list.map(([text]) => text));
  for (const description of descriptions.slice(0, 40)) await illustrator.generate(description);
  const timings: number[] = [];
  for (const description of descriptions) {
    const started = performance.now();
    await illustrator.generate(description);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const at = (share: number) => Math.round(timings[Math.floor(share * (timings.length - 1))] ?? 0);
  console.log(
    `understanding drawing: ${timings.length} pictures 1024², p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`,
  );
}

function percent(part: number, whole: number): string {
  return `${((100 * part) / Math.max(1, whole)).toFixed(1).padStart(5)} %`;
}
