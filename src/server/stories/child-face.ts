import type { FaceAnchor } from "../../illustrator";
import { faceAnchorsOf } from "../../illustrator/scene/face-anchors";
import type { ToldScene } from "./builtin-storyteller";

/**
 * The one face a story page's face swap replaces: the child's character ("me", otherwise the
 * first person in the cast), never an animal's or an extra's; none on a page without it.
 */
export function childFaceAnchors(told: ToldScene): FaceAnchor[] {
  const child = told.scene.layers.find(
    (item) => item.characterId === told.childCharacterId && item.face && item.role !== "accessory",
  );
  if (!told.childCharacterId || !child) return [];
  return faceAnchorsOf({ ...told.scene, layers: [child] });
}
