import type { TStory } from "@/shared/contracts/stories";
import type { TScenePictures } from "../scene-picture-urls";

/** One page of the Story Book view: the title page, a scene, then "The End". */
export type TBookPage =
  | { kind: "title"; title: string; cover: TScenePictures | null }
  | { kind: "scene"; sceneNumber: number; text: string; pictures: TScenePictures }
  | { kind: "end" };

export const THE_END = "The End";

/** The story as a book: its title page, one page per scene in order, and "The End". */
export function bookPagesOf(story: Pick<TStory, "title" | "scenes">): TBookPage[] {
  const scenes = [...story.scenes].sort((a, b) => a.sceneNumber - b.sceneNumber);
  const first = scenes[0];
  return [
    {
      kind: "title",
      title: story.title,
      cover: first ? { imageUrl: first.imageUrl, faceSwappedUrl: first.faceSwappedUrl } : null,
    },
    ...scenes.map((scene) => ({
      kind: "scene" as const,
      sceneNumber: scene.sceneNumber,
      text: scene.description,
      pictures: { imageUrl: scene.imageUrl, faceSwappedUrl: scene.faceSwappedUrl },
    })),
    { kind: "end" },
  ];
}

/** The words "Read to me" says on a page (the ones shown, so highlighting matches them). */
export function spokenTextOf(page: TBookPage): string {
  if (page.kind === "title") return page.title;
  if (page.kind === "scene") return page.text;
  return THE_END;
}

/** How the grown-up's recorder names a page: "the title page", "page 3", "The End". */
export function pageNameOf(page: TBookPage, pageIndex: number): string {
  if (page.kind === "title") return "the title page";
  if (page.kind === "scene") return `page ${pageIndex + 1}`;
  return `"${THE_END}"`;
}
