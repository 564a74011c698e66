/**
 * Where the things drawings show are found, for a picture with no place said: the one table of
 * it, for the product's nouns and for things drawn straight from an artwork alike. A kitchen
 * thing draws the kitchen, a bathroom thing the bathroom, a bedroom thing the bedroom, the rest of
 * the home its living room; street things the street. A noun says `suggests` itself only where
 * the word is found elsewhere than its drawing (a deckchair, drawn as a chair, on the beach).
 */
import type { PlaceId } from "./places";

const KITCHEN_THINGS = [
  "own-toaster",
  "own-microwave",
  "own-kitchen-sink",
  "own-kettle",
  "own-fridge",
  "own-oven",
  "own-washing-machine",
  "own-saucepan",
  "own-cooking-pot",
  "own-blender",
  "own-mug",
  "own-jug",
  "own-high-chair",
  "own-bib",
  "bowl-with-spoon",
  "fork-and-knife",
  "fork-and-knife-with-plate",
  "teapot",
  "cooking",
  "spoon",
];

const BATHROOM_THINGS = [
  "toilet",
  "bathtub",
  "shower",
  "mirror",
  "toothbrush",
  "sponge",
  "soap",
  "roll-of-paper",
  "lotion-bottle",
  "plunger",
  "own-towel",
  "own-toothpaste",
  "own-potty",
  "own-rubber-duck",
  "own-hairbrush",
  "own-hair-dryer",
];

const BEDROOM_THINGS = [
  "bed",
  "own-cot",
  "own-cot-mobile",
  "own-bunk-bed",
  "own-pillow",
  "own-blanket",
  "own-wardrobe",
  "own-chest-of-drawers",
  "own-pyjamas",
  "own-slippers",
  "own-nappy",
  "alarm-clock",
];

/** The rest of the home: the living room. */
const HOME_THINGS = [
  "television",
  "couch-and-lamp",
  "chair",
  "own-sofa",
  "own-lamp",
  "own-vase",
  "own-tv-remote",
  "own-bookshelf",
  "own-rug",
  "own-curtains",
  "own-stairs",
  "own-toy-box",
  "own-rocking-horse",
  "own-playpen",
  "own-vacuum-cleaner",
  "own-mop",
  "own-iron",
  "own-tissues",
  "baby-bottle",
  "broom",
  "framed-picture",
  "mantelpiece-clock",
  "computer-mouse",
  "desktop-computer",
  "laptop",
  "light-bulb",
  "radio",
  "telephone",
  "video-game",
];

const STREET_THINGS = [
  "vertical-traffic-light",
  "horizontal-traffic-light",
  "stop-sign",
  "bus-stop",
  "construction",
  "fuel-pump",
  "motorway",
  "police-car-light",
];

const placed = (things: readonly string[], place: PlaceId) =>
  things.map((artwork) => [artwork, place] as const);

export const PLACE_OF_ARTWORK: Readonly<Record<string, PlaceId>> = Object.fromEntries([
  ...placed(KITCHEN_THINGS, "kitchen"),
  ...placed(BATHROOM_THINGS, "bathroom"),
  ...placed(BEDROOM_THINGS, "bedroom"),
  ...placed(HOME_THINGS, "home"),
  ...placed(STREET_THINGS, "city"),
]);
