/** Description → Scene: understand the words, choose the setting, place everything. */
import { readDescription } from "../languages/readers";
import type { Language } from "../../shared/languages";
import type { ParsedDescription, ParsedThing } from "../parse/parsed-description";
import { NOUNS } from "../vocabulary/nouns";
import { arrangeWithRelations } from "./honour-relations";
import { dressPeople } from "./dress-people";
import { joinPeople, seatOnPeople, type Togetherness } from "./join-people";
import { keepHolderAndHeldInFrame } from "./hold-in-hands";
import { kitDrawing } from "../people/kit-artwork";
import { arrangeProps, type SkyLook } from "./arrange-props";
import { chooseSetting, type Setting } from "./choose-setting";
import { decorationsFor, poseForAction } from "./decorate";
import { drawingBox, placeItem, type ItemSpec } from "./place-item";
import { hasPool, PLACE_STYLES } from "./place-styles";
import { createRandom, hashText } from "./random";
import type { TimeOfDay } from "../vocabulary/places";
import type { ColorTheme, Scene } from "./scene";

export const SCENE_SIZE = 1024;

export interface ComposeOptions {
  /** Picks a variant; the same description and seed always draw the same picture. */
  seed?: number;
  size?: number;
  /** The time of day when neither the words nor the things in them say one (a story's mood). */
  time?: TimeOfDay;
  /** A story's colour theme. */
  theme?: ColorTheme;
  /** The language the description is in: "en" unless said. */
  language?: Language;
}

export function composeScene(description: string, options: ComposeOptions = {}): Scene {
  return composeParsedScene(description, readDescription(description, options.language), options);
}

/** Composes from an already parsed description (stories pass one with their cast). */
export function composeParsedScene(
  description: string,
  parsed: ParsedDescription,
  options: ComposeOptions = {},
): Scene {
  const size = options.size ?? SCENE_SIZE;
  const seed = options.seed ?? hashText(description.trim().toLowerCase());
  const random = createRandom(seed);
  const understood = isEmpty(parsed) ? withFriendlyDino(parsed) : parsed;
  const setting = chooseSetting(understood, options.time);
  const style = PLACE_STYLES[setting.place];
  const people = dressPeople(understood.things, seed, understood.holdingHands ?? false);
  const { arranged, waterline } = arrangeWithRelations(people, style, size, random);
  const together = togethernessOf(people, understood.holdingHands ?? false);
  if (together) joinPeople(arranged, together);
  seatOnPeople(arranged);
  for (const entry of arranged) keepHolderAndHeldInFrame(entry.items, size);
  const decorations: ItemSpec[] = [];
  arranged.forEach((entry, index) => {
    poseForAction(entry, random);
    decorations.push(...decorationsFor(entry, index === 0 ? understood.moods : [], size, random));
  });
  const characters = arranged
    .flatMap((entry) => entry.items)
    .map((item) => keepInFrame(item, size));
  const props = arrangeProps(
    style,
    skyOf(setting),
    [...characters, ...decorations],
    hasPool(setting.place, waterline),
    size,
    random,
  );
  const specs = [...props, ...characters, ...decorations].sort(
    (a, b) => b.depth - a.depth || a.y - b.y,
  );
  return {
    size,
    seed,
    description,
    background: {
      place: setting.place,
      time: setting.time,
      ...(setting.weather.length > 0 ? { weather: setting.weather } : {}),
      ...(options.theme ? { theme: options.theme } : {}),
      horizon: Math.round(style.horizon * size),
      ...(waterline === undefined ? {} : { waterline: Math.round(waterline) }),
    },
    layers: specs.map((spec, index) => placeItem(`item-${index + 1}`, spec, size)),
  };
}

/**
 * What takes the sun's place in the sky: the moon at night, a grey cloud in bad weather, the
 * painted sky's low sun at sunset.
 */
function skyOf(setting: Setting): SkyLook {
  if (setting.weather.includes("storm")) return "storm";
  if (setting.weather.includes("rain")) return "rain";
  if (setting.weather.includes("snow")) return "snow";
  if (setting.weather.includes("fog")) return "fog";
  if (setting.time === "night") return "night";
  return setting.time === "sunset" ? "sunset" : "fair";
}

/**
 * Moves a thing sideways so its drawing is not cut off by the left or right edge, and a person
 * down so their head is not cut off by the top.
 */
function keepInFrame(item: ItemSpec, size: number): ItemSpec {
  const box = drawingBox(item.artwork, item.x, item.y, item.side, item.flip);
  const margin = size * 0.01;
  const shift = Math.max(0, margin - box.x) - Math.max(0, box.x + box.width - (size - margin));
  const drop = kitDrawing(item.artwork) ? Math.max(0, margin - box.y) : 0;
  return shift === 0 && drop === 0 ? item : { ...item, x: item.x + shift, y: item.y + drop };
}

/** Two people said to hold hands, or one hugging another person, come together. */
function togethernessOf(
  things: readonly ParsedThing[],
  holdingHands: boolean,
): Togetherness | undefined {
  if (holdingHands) return "hands";
  const people = things.filter((thing) => thing.person);
  const count = people.reduce((sum, person) => sum + person.count, 0);
  const hugs = people.some((person) => person.action === "hug" && !person.target);
  return hugs && count > 1 ? "hug" : undefined;
}

/** Neither a thing nor a place, time or weather understood. */
function isEmpty(parsed: ParsedDescription): boolean {
  return (
    parsed.things.length === 0 &&
    parsed.place === undefined &&
    parsed.time === undefined &&
    parsed.weather.length === 0
  );
}

/** Nothing understood: Doodle Dino himself, happy in a meadow. */
function withFriendlyDino(parsed: ParsedDescription): ParsedDescription {
  const dino = NOUNS.dinosaur;
  if (!dino) return parsed;
  const thing: ParsedThing = {
    word: "dinosaur",
    artwork: dino.artwork,
    category: dino.category,
    habitat: "ground",
    bulk: dino.bulk ?? 1,
    ...(dino.face ? { face: dino.face } : {}),
    count: 1,
    isMany: false,
    scale: 1,
    accessories: [],
    isNightly: false,
  };
  return { ...parsed, things: [thing], moods: parsed.moods.length > 0 ? parsed.moods : ["happy"] };
}
