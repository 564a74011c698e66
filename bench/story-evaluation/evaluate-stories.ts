/**
 * The story pages against the evaluation set: the share of pages right, of casts made of
 * characters only (with the hero in them), and of characters drawn the same on every page.
 */
import { tellStory, type ToldScene } from "../../src/server/stories/builtin-storyteller";
import { createStoryCast } from "../../src/illustrator";
import { splitIntoScenes } from "../../src/shared/stories/split-into-scenes";
import { EVALUATION_STORIES, type EvaluationStory, type StoryKind } from "./evaluation-stories";
import { faceFaults, intrudersOf, judgePage, lookOf, memberCalled } from "./judge-story-page";

export interface StoryVerdict {
  story: EvaluationStory;
  told: ToldScene[];
  /** One list of faults per page. */
  pageFaults: string[][];
  castFaults: string[];
}

export interface EvaluationFigures {
  pages: number;
  pagesRight: number;
  casts: number;
  castsClean: number;
  appearances: number;
  appearancesIdentical: number;
  /** Pages with every face seen (none under water or off the frame), of all pages. */
  facesClear: number;
  /** Pages and pages right per kind of story (the stories with a kind). */
  byKind: Map<StoryKind, { pages: number; pagesRight: number }>;
  verdicts: StoryVerdict[];
}

export function evaluateStories(
  stories: readonly EvaluationStory[] = EVALUATION_STORIES,
): EvaluationFigures {
  const figures: EvaluationFigures = {
    pages: 0,
    pagesRight: 0,
    casts: 0,
    castsClean: 0,
    appearances: 0,
    appearancesIdentical: 0,
    facesClear: 0,
    byKind: new Map(),
    verdicts: [],
  };
  for (const story of stories) {
    const text = story.pages.map(([sentence]) => sentence).join(" ");
    const told = tellStory({
      title: story.title,
      story: text,
      mood: "happy",
      colorTheme: "rainbow",
    });
    const members = createStoryCast(story.title, splitIntoScenes(text)).members;
    const pageFaults = story.pages.map(([, expectations], index) => {
      const page = told[index];
      return page
        ? judgePage(page.scene, expectations, { members, checksFaces: story.kind !== undefined })
        : ["no such page"];
    });
    if (told.length !== story.pages.length) {
      pageFaults[0]?.push(`${told.length} pages for ${story.pages.length} sentences`);
    }
    const castFaults = [
      ...intrudersOf(members, story.cast).map((name) => `not a character: ${name}`),
      ...story.cast
        .filter((name) => !name.startsWith("?") && !memberCalled(members, name))
        .map((name) => `missing from the cast: ${name}`),
    ];
    figures.pages += story.pages.length;
    figures.pagesRight += pageFaults.filter((faults) => faults.length === 0).length;
    figures.facesClear += told.filter(({ scene }) => faceFaults(scene).length === 0).length;
    if (story.kind) {
      const kind = figures.byKind.get(story.kind) ?? { pages: 0, pagesRight: 0 };
      kind.pages += story.pages.length;
      kind.pagesRight += pageFaults.filter((faults) => faults.length === 0).length;
      figures.byKind.set(story.kind, kind);
    }
    figures.casts += 1;
    if (castFaults.length === 0) figures.castsClean += 1;
    for (const member of members) {
      const looks = told.flatMap(({ scene }) => lookOf(scene, member.characterId) ?? []);
      figures.appearances += looks.length;
      figures.appearancesIdentical += looks.filter((look) => look === looks[0]).length;
    }
    figures.verdicts.push({ story, told, pageFaults, castFaults });
  }
  return figures;
}

export function percent(part: number, whole: number): string {
  return `${whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10} %`;
}
