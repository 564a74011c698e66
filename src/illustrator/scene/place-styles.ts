/** Each place's look: where the horizon is, its usual time of day and the scenery it brings. */
import type { PlaceId, TimeOfDay } from "../vocabulary/places";

/**
 * Where a piece of scenery goes: on the ground at the left or right edge, small in the distance,
 * in the sky, small in the front corners, or floating in water.
 */
export type PropZone = "left" | "right" | "back" | "sky" | "front" | "water";

export interface PropSpec {
  artwork: string;
  label: string;
  zone: PropZone;
  /** Side of the artwork's square as a fraction of the scene, before depth shrinks it. */
  size: number;
  /** How many copies (a range; the seed picks). */
  count?: readonly [number, number];
  tint?: string;
}

export interface PlaceStyle {
  /** Horizon as a fraction of the height. */
  horizon: number;
  time: TimeOfDay;
  /** No ground: things float (space, sky). */
  isOpen?: boolean;
  /** The whole picture is under water. */
  isUnderwater?: boolean;
  /** Where its water is: a pond on the ground, or the sea (swimmers elsewhere get a pool). */
  water?: "pond" | "sea";
  props: readonly PropSpec[];
}

/** The pool painted where things swim on land (a pond, a party): an ellipse, as fractions. */
export const POND = { cx: 0.5, cy: 0.82, rx: 0.47, ry: 0.16 } as const;

/** Whether the picture has a pool painted on its ground. */
export function hasPool(place: PlaceId, waterline: number | undefined): boolean {
  const hasOwnWater = place === "ocean" || place === "sea" || place === "beach";
  return place === "pond" || (waterline !== undefined && !hasOwnWater);
}

const sun: PropSpec = { artwork: "sun-with-face", label: "sun", zone: "sky", size: 0.17 };
const clouds: PropSpec = {
  artwork: "cloud",
  label: "cloud",
  zone: "sky",
  size: 0.16,
  count: [1, 2],
};
const tree = (zone: PropZone, size = 0.36): PropSpec => ({
  artwork: "deciduous-tree",
  label: "tree",
  zone,
  size,
});
const pine = (zone: PropZone, size = 0.36): PropSpec => ({
  artwork: "evergreen-tree",
  label: "tree",
  zone,
  size,
});
const flowers: PropSpec = {
  artwork: "tulip",
  label: "flower",
  zone: "front",
  size: 0.09,
  count: [1, 3],
};
const stars: PropSpec = {
  artwork: "glowing-star",
  label: "star",
  zone: "sky",
  size: 0.07,
  count: [3, 5],
};

export const PLACE_STYLES: Readonly<Record<PlaceId, PlaceStyle>> = {
  meadow: {
    horizon: 0.62,
    time: "day",
    props: [sun, clouds, tree("left"), tree("back", 0.3), flowers],
  },
  garden: {
    horizon: 0.6,
    time: "day",
    props: [
      sun,
      clouds,
      { artwork: "sunflower", label: "sunflower", zone: "left", size: 0.3 },
      { artwork: "rose", label: "rose", zone: "right", size: 0.2 },
      { artwork: "tulip", label: "flower", zone: "front", size: 0.1, count: [2, 3] },
      { artwork: "blossom", label: "flower", zone: "front", size: 0.08, count: [1, 2] },
      { artwork: "butterfly", label: "butterfly", zone: "sky", size: 0.08 },
    ],
  },
  space: {
    horizon: 1,
    time: "night",
    isOpen: true,
    props: [
      { artwork: "ringed-planet", label: "planet", zone: "sky", size: 0.2 },
      { artwork: "full-moon", label: "moon", zone: "sky", size: 0.14 },
      { artwork: "comet", label: "comet", zone: "sky", size: 0.12 },
      stars,
    ],
  },
  moon: {
    horizon: 0.7,
    time: "night",
    props: [
      { artwork: "globe-showing-americas", label: "earth", zone: "sky", size: 0.16 },
      { artwork: "ringed-planet", label: "planet", zone: "sky", size: 0.14 },
      stars,
      { artwork: "rock", label: "rock", zone: "front", size: 0.08 },
    ],
  },
  ocean: {
    horizon: 0.86,
    time: "day",
    isUnderwater: true,
    props: [
      { artwork: "coral", label: "coral", zone: "left", size: 0.22 },
      { artwork: "coral", label: "coral", zone: "right", size: 0.16 },
      { artwork: "tropical-fish", label: "fish", zone: "water", size: 0.1, count: [2, 3] },
      { artwork: "spiral-shell", label: "shell", zone: "front", size: 0.07 },
      { artwork: "bubbles", label: "bubbles", zone: "water", size: 0.08, count: [2, 3] },
    ],
  },
  sea: {
    horizon: 0.5,
    time: "day",
    water: "sea",
    props: [
      sun,
      clouds,
      { artwork: "sailboat", label: "boat", zone: "back", size: 0.14 },
      { artwork: "dove", label: "bird", zone: "sky", size: 0.07 },
    ],
  },
  beach: {
    horizon: 0.56,
    time: "day",
    water: "sea",
    props: [
      sun,
      clouds,
      { artwork: "palm-tree", label: "palm tree", zone: "left", size: 0.38 },
      { artwork: "umbrella-on-ground", label: "umbrella", zone: "right", size: 0.24 },
      { artwork: "sailboat", label: "boat", zone: "back", size: 0.14 },
      { artwork: "spiral-shell", label: "shell", zone: "front", size: 0.07 },
      { artwork: "crab", label: "crab", zone: "front", size: 0.08 },
    ],
  },
  forest: {
    horizon: 0.58,
    time: "day",
    props: [
      sun,
      pine("left", 0.4),
      pine("right", 0.38),
      pine("back", 0.3),
      tree("back", 0.3),
      {
        artwork: "mushroom",
        label: "mushroom",
        zone: "front",
        size: 0.08,
      },
    ],
  },
  jungle: {
    horizon: 0.6,
    time: "day",
    props: [
      { artwork: "palm-tree", label: "palm tree", zone: "left", size: 0.42 },
      tree("right", 0.38),
      { artwork: "palm-tree", label: "palm tree", zone: "back", size: 0.3 },
      { artwork: "hibiscus", label: "flower", zone: "front", size: 0.09, count: [1, 2] },
      { artwork: "parrot", label: "parrot", zone: "sky", size: 0.1 },
    ],
  },
  farm: {
    horizon: 0.58,
    time: "day",
    props: [
      sun,
      clouds,
      { artwork: "house", label: "farmhouse", zone: "left", size: 0.3 },
      { artwork: "tractor", label: "tractor", zone: "back", size: 0.16 },
      { artwork: "sheaf-of-rice", label: "wheat", zone: "front", size: 0.09, count: [1, 2] },
      { artwork: "sunflower", label: "sunflower", zone: "right", size: 0.22 },
    ],
  },
  city: {
    horizon: 0.64,
    time: "day",
    props: [
      { artwork: "office-building", label: "building", zone: "left", size: 0.34 },
      { artwork: "house", label: "house", zone: "right", size: 0.26 },
      { artwork: "office-building", label: "building", zone: "back", size: 0.24 },
      tree("back", 0.2),
      clouds,
    ],
  },
  castle: {
    horizon: 0.6,
    time: "day",
    props: [
      { artwork: "castle", label: "castle", zone: "back", size: 0.42 },
      sun,
      clouds,
      tree("left", 0.3),
      flowers,
    ],
  },
  snow: {
    horizon: 0.6,
    time: "day",
    props: [
      { artwork: "snow-capped-mountain", label: "mountain", zone: "back", size: 0.36 },
      pine("left", 0.36),
      { artwork: "snowman", label: "snowman", zone: "right", size: 0.24 },
      { artwork: "snowflake", label: "snowflake", zone: "sky", size: 0.06, count: [4, 6] },
    ],
  },
  desert: {
    horizon: 0.6,
    time: "day",
    props: [
      { ...sun, artwork: "sun" },
      { artwork: "cactus", label: "cactus", zone: "left", size: 0.3 },
      { artwork: "cactus", label: "cactus", zone: "back", size: 0.2 },
      { artwork: "rock", label: "rock", zone: "front", size: 0.08 },
    ],
  },
  park: {
    horizon: 0.6,
    time: "day",
    props: [
      sun,
      clouds,
      tree("left", 0.4),
      tree("right", 0.34),
      { artwork: "kite", label: "kite", zone: "sky", size: 0.1 },
      flowers,
    ],
  },
  pond: {
    horizon: 0.56,
    time: "day",
    water: "pond",
    props: [
      sun,
      clouds,
      tree("left", 0.36),
      { artwork: "lotus", label: "lotus", zone: "water", size: 0.08, count: [1, 2] },
      { artwork: "sheaf-of-rice", label: "reeds", zone: "right", size: 0.16 },
    ],
  },
  sky: {
    horizon: 0.92,
    time: "day",
    isOpen: true,
    props: [
      sun,
      { ...clouds, count: [3, 4] },
      { artwork: "rainbow", label: "rainbow", zone: "sky", size: 0.22 },
      { artwork: "bird", label: "bird", zone: "sky", size: 0.07 },
    ],
  },
  home: {
    horizon: 0.68,
    time: "day",
    props: [
      { artwork: "window", label: "window", zone: "sky", size: 0.2 },
      { artwork: "framed-picture", label: "picture", zone: "sky", size: 0.14 },
      { artwork: "couch-and-lamp", label: "sofa", zone: "left", size: 0.32 },
      { artwork: "potted-plant", label: "plant", zone: "right", size: 0.2 },
      { artwork: "teddy-bear", label: "teddy bear", zone: "front", size: 0.1 },
    ],
  },
  kitchen: {
    horizon: 0.68,
    time: "day",
    props: [
      { artwork: "window", label: "window", zone: "sky", size: 0.2 },
      { artwork: "mantelpiece-clock", label: "clock", zone: "sky", size: 0.1 },
      { artwork: "own-fridge", label: "fridge", zone: "left", size: 0.34 },
      { artwork: "own-oven", label: "cooker", zone: "right", size: 0.26 },
      { artwork: "teapot", label: "teapot", zone: "front", size: 0.09 },
    ],
  },
  bathroom: {
    horizon: 0.68,
    time: "day",
    props: [
      { artwork: "mirror", label: "mirror", zone: "sky", size: 0.16 },
      { artwork: "bathtub", label: "bath", zone: "left", size: 0.32 },
      { artwork: "toilet", label: "toilet", zone: "right", size: 0.22 },
      { artwork: "own-towel", label: "towel", zone: "sky", size: 0.12 },
      { artwork: "own-rubber-duck", label: "rubber duck", zone: "front", size: 0.08 },
    ],
  },
  bedroom: {
    horizon: 0.68,
    time: "day",
    props: [
      { artwork: "window", label: "window", zone: "sky", size: 0.2 },
      { artwork: "framed-picture", label: "picture", zone: "sky", size: 0.12 },
      { artwork: "bed", label: "bed", zone: "left", size: 0.34 },
      { artwork: "own-lamp", label: "lamp", zone: "right", size: 0.16 },
      { artwork: "teddy-bear", label: "teddy bear", zone: "front", size: 0.1 },
    ],
  },
  zoo: {
    horizon: 0.6,
    time: "day",
    props: [
      sun,
      clouds,
      { artwork: "palm-tree", label: "palm tree", zone: "left", size: 0.36 },
      { artwork: "giraffe", label: "giraffe", zone: "back", size: 0.2 },
      { artwork: "zebra", label: "zebra", zone: "back", size: 0.16 },
      tree("right", 0.3),
    ],
  },
  party: {
    horizon: 0.66,
    time: "day",
    props: [
      { artwork: "balloon", label: "balloon", zone: "sky", size: 0.14, count: [3, 4] },
      { artwork: "confetti-ball", label: "confetti", zone: "sky", size: 0.1 },
      { artwork: "wrapped-gift", label: "present", zone: "front", size: 0.12, count: [1, 2] },
      { artwork: "party-popper", label: "party popper", zone: "right", size: 0.16 },
      { artwork: "birthday-cake", label: "cake", zone: "left", size: 0.2 },
    ],
  },
};
