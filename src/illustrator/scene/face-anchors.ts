/** Where the faces in a scene are, for face swap: turned with their character, as fractions. */
import { artworkInfo, categoryOfArtwork } from "../artwork/catalog";
import type { PlacedItem, Scene } from "./scene";
import { isKitChild, parsePersonArtworkId } from "../people/person-artwork-id";

/**
 * The child's face ("me", or the child the picture is about; or an emoji person's), another
 * person's (a grown-up, a second child: never given the child's face), or a creature's (an
 * animal, a teddy bear, a robot).
 */
export type FaceKind = "person" | "other-person" | "creature";

export interface FaceAnchor {
  kind: FaceKind;
  /** Centre of the face as fractions of the picture (0..1 across and down). */
  x: number;
  y: number;
  /** Radius as a fraction of the picture's side. */
  radius: number;
  /** Degrees clockwise, as the character is turned. */
  rotation: number;
  /** The character is drawn mirrored (facing the other way). */
  isFlipped: boolean;
}

/**
 * Every face in the scene, furthest first (the order they are drawn in). A face anchor is placed
 * in the artwork's upright square, so it is turned here with its item around the item's centre.
 */
export function faceAnchorsOf(scene: Scene): FaceAnchor[] {
  const faces = scene.layers.filter((item) => item.face && item.role !== "decoration");
  const child = theChild(faces);
  return faces.map((item) => anchorOf(item, scene.size, child));
}

/**
 * The one kit person who gets the child's face: "me" when said, otherwise the biggest child of
 * the picture (the one it is about). Grown-ups never do.
 */
function theChild(faces: readonly PlacedItem[]): PlacedItem | undefined {
  const children = faces.filter((item) => isKitChild(item.artwork));
  return (
    children.find((item) => item.label === "me") ??
    children.reduce<PlacedItem | undefined>(
      (biggest, item) => (!biggest || item.scale > biggest.scale ? item : biggest),
      undefined,
    )
  );
}

function anchorOf(item: PlacedItem, size: number, child: PlacedItem | undefined): FaceAnchor {
  const face = item.face ?? { x: item.x, y: item.y, radius: 0 };
  const turn = (item.rotation * Math.PI) / 180;
  const dx = face.x - item.x;
  const dy = face.y - item.y;
  const x = item.x + dx * Math.cos(turn) - dy * Math.sin(turn);
  const y = item.y + dx * Math.sin(turn) + dy * Math.cos(turn);
  return {
    kind: kindOf(item, child),
    x: round(x / size),
    y: round(y / size),
    radius: round(face.radius / size),
    rotation: item.rotation,
    isFlipped: item.flip,
  };
}

function kindOf(item: PlacedItem, child: PlacedItem | undefined): FaceKind {
  if (parsePersonArtworkId(item.artwork)) return item === child ? "person" : "other-person";
  const info = artworkInfo(item.artwork);
  return info && categoryOfArtwork(info) === "people" ? "person" : "creature";
}

function round(value: number): number {
  return Math.round(value * 10000) / 10000;
}
