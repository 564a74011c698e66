/** One language's set composed in that language and judged: right per kind, mascots, failures. */
import { composeScene } from "../../../src/illustrator";
import type { Language } from "../../../src/shared/languages";
import { MASCOT_ARTWORK } from "../drawn-meaning";
import { failedLanguageExpectations } from "./check-language-case";
import type { LanguageCases } from "./language-cases";

export interface LanguageFigures {
  right: number;
  total: number;
  /** Sentences drawn as the mascot though no dinosaur was asked for. */
  mascots: number;
  byKind: { kind: string; right: number; total: number }[];
  failures: string[];
}

export function judgeLanguageSet(language: Language, cases: LanguageCases): LanguageFigures {
  const figures: LanguageFigures = { right: 0, total: 0, mascots: 0, byKind: [], failures: [] };
  for (const [kind, list] of Object.entries(cases)) {
    let right = 0;
    for (const [description, expect] of list) {
      const scene = composeScene(description, { language });
      const failed = failedLanguageExpectations(description, expect, scene);
      const isMascot =
        failed.includes("no mascot") ||
        (!/dinosaur/.test(expect) && scene.layers.some((item) => item.artwork === MASCOT_ARTWORK));
      if (isMascot) figures.mascots += 1;
      if (failed.length === 0) right += 1;
      else figures.failures.push(`  [${kind}] "${description}": ${failed.join(", ")}`);
    }
    figures.right += right;
    figures.total += list.length;
    figures.byKind.push({ kind, right, total: list.length });
  }
  return figures;
}
