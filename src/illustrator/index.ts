/**
 * The built-in illustrator: a child's description → Scene (plain JSON) → SVG. Pure TypeScript:
 * no DOM and no Node APIs, so the server and the browser run the same code.
 */
export {
  composeScene,
  composeParsedScene,
  SCENE_SIZE,
  type ComposeOptions,
} from "./scene/compose-scene";
export type { Box, ColorTheme, ItemRole, PlacedItem, Scene, SceneBackground } from "./scene/scene";
export type { TimeOfDay } from "./vocabulary/places";
export { sceneToSvg, type ArtworkLoader, type RenderOptions } from "./render/scene-to-svg";
export { tintedArtworkSvg } from "./render/tint";
export { ARTWORK_VIEWBOX_SIZE } from "./artwork/catalog";
export { parseDescription } from "./parse/parse-description";
export type { ParsedDescription, ParsedThing } from "./parse/parsed-description";
export { detectedObjectsOf, type DetectedObject } from "./scene/detected-objects";
export { keywordsOf, type Keyword, type KeywordCategory } from "./words";
export { createStoryCast, type Cast, type CastMember } from "./cast";
export { composeStoryPage, type StoryPage, type StorySoFar } from "./story/compose-story-page";
export { faceAnchorsOf, type FaceAnchor, type FaceKind } from "./scene/face-anchors";
export { personPointsOf, type AnchorName, type ScenePoint } from "./scene/kit-anchors";
export { parsePersonArtworkId, isPersonArtwork } from "./people/person-artwork-id";
export type { PersonLook, Pose } from "./people/person-kit-types";
