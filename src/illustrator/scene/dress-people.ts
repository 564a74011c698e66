/**
 * Gives each person the character kit draws their look and the pose their words ask for: riding
 * astride, holding out what they hold, carrying a baby in both arms, swimming with their head above
 * the water, asleep lying down. A story's character keeps one look on every page (chosen by its
 * id); a single picture's people are chosen by the picture's seed.
 */
import type { ParsedThing } from "../parse/parsed-description";
import { drawPerson } from "../people/draw-person";
import { isHandTool } from "../people/held-sizes";
import { personArtworkId } from "../people/person-artwork-id";
import type { Pose } from "../people/person-kit-types";
import { lookFor, pickFrom } from "../people/person-look";
import { heightAgainstGrownUp } from "../people/proportions";
import { isHandSmall } from "./hold-in-hands";
import { hashText } from "./random";

const CARS = /^(automobile|racing-car|police-car|taxi|sport-utility-vehicle|oncoming-automobile)$/;
/** Seats one sits on, even "in" them, and falls asleep on sitting up (a couch or a bed is lain on). */
const SEATS = /^(chair|armchair|rocking chair|stool|bench|seat|wheelchair|high chair)$/;
/** Slept in under a blanket, lying on the mattress inside. */
const BEDS = /^(bed|cot|crib|bunk bed|cradle|travel cot)$/;
/** How far up a bed's drawing its mattress is, where one lies tucked in (a cot: inside its bars). */
const MATTRESS_HEIGHT: Readonly<Record<string, number>> = { "own-cot": 0.3, bed: 0.42 };
/** Ridden astride, flying or not: a witch on her broom. */
const RIDDEN_ASTRIDE = /^(broom|broomstick)$/;
/** On something this big (a ship, a bridge, a stage) a person stands rather than sits. */
const STANDS_ON_BULK = 1.3;
/** An object this big is held in both arms rather than in one hand (a box, a pumpkin). */
const CARRIED_BULK = 0.4;
/** Held by a handle or a string in one hand, however big. */
const HELD_BY_HANDLE =
  /umbrella|pole|broom|wand|sword|stick|racket|bat|net|flag|lantern|torch|bag|basket|bucket|kite|balloon/;

export function dressPeople(
  things: readonly ParsedThing[],
  seed: number,
  holdingHands: boolean,
): ParsedThing[] {
  return things.map((thing, index) => dressed(thing, `${seed}:${index}`, holdingHands));
}

function dressed(thing: ParsedThing, key: string, holdingHands: boolean): ParsedThing {
  const result: ParsedThing = { ...thing };
  if (thing.target) result.target = dressed(thing.target, `${key}:target`, false);
  if (thing.perch) result.perch = dressed(thing.perch, `${key}:perch`, false);
  if (!thing.person) return result;
  const look = lookFor(thing.person, pickFrom(hashText(thing.characterId ?? key)));
  const pose = poseFor(result, holdingHands, look.age === "baby");
  if (pose === "broom") {
    // The kit draws the broom under the rider, flying.
    delete result.perch;
    result.action = "fly";
  }
  if (result.perch) result.perch = seatFor(result.perch, pose);
  result.artwork = personArtworkId(look, pose);
  result.bulk = heightAgainstGrownUp(look.age);
  result.face = drawPerson(look, pose).face;
  return result;
}

/** The pose a person's words ask for. */
export function poseFor(thing: ParsedThing, holdingHands: boolean, isBaby: boolean): Pose {
  const perch = thing.perch;
  if (thing.person?.pose) return thing.person.pose;
  if (thing.person?.sitsOn) return thing.person.sitsOn === "lap" ? "sit" : "astride";
  if (thing.action === "swim") return "swim";
  // Asleep on what one sits on (a chair, a bench); lying down in a bed, on a couch, on the grass.
  if (thing.action === "sleep") {
    if (perch && isSeat(perch)) return "doze";
    return perch && BEDS.test(perch.word) ? "tucked-in" : "lie";
  }
  if (perch && RIDDEN_ASTRIDE.test(perch.word)) return "broom";
  if (perch && isSeat(perch)) return "sit";
  if (perch?.isContainer) return "sit-in";
  switch (thing.action) {
    case "ride":
      return thing.target ? "ride" : "sit-in";
    case "eat":
    case "brush":
      return "eat";
    case "read":
      return "read";
    case "hug":
      return "hug";
    case "kick":
      return "kick";
    case "jump":
      return "jump";
    case "run":
      return "run";
    case "walk":
      return "walk";
    case "dance":
      return "arms-up";
    case "fly":
      return "fly";
    case "wave":
    case "sing":
      return "wave";
    case "throw":
      return "throw";
    case "climb":
      return "climb";
    case "crawl":
      return "crawl";
    case "sit":
      return "sit";
    case "hold":
    case "fish":
    case "paint":
    case "play":
      if (holdingHands && !thing.target) return "hand-out";
      return thing.target && isCarried(thing.target) ? "carry" : "hold";
  }
  if (holdingHands) return "hand-out";
  // On an animal one rides astride; on a ship or a bridge one stands; on a bench or a rock one sits.
  if (perch?.category === "animals") return "ride";
  if (perch) return perch.bulk >= STANDS_ON_BULK ? "stand" : "sit";
  if (isBaby) return "sit";
  return "stand";
}

/**
 * What a person sits or lies in, as it suits a whole body: lying on a bed (over its blanket, not
 * hidden inside it), sitting in a boat low enough to show them (a sailboat's sail would hide them).
 */
function seatFor(perch: ParsedThing, pose: Pose): ParsedThing {
  if (isSeat(perch) && perch.isContainer) {
    // "in a chair" is on it: sat on, in front of its back, not sunk inside it.
    const onIt: ParsedThing = { ...perch };
    delete onIt.isContainer;
    return onIt;
  }
  if (pose === "tucked-in") {
    const inBed: ParsedThing = { ...perch, seatHeight: MATTRESS_HEIGHT[perch.artwork] ?? 0.5 };
    delete inBed.isContainer;
    return inBed;
  }
  if (pose === "lie" && perch.isContainer) {
    const onTop: ParsedThing = { ...perch, seatHeight: 0.55 };
    delete onTop.isContainer;
    return onTop;
  }
  if (perch.artwork === "sailboat" && perch.isContainer) {
    return { ...perch, artwork: "canoe", rimHeight: 0.85, seatX: 0.7 };
  }
  if (CARS.test(perch.artwork) && perch.isContainer) {
    // A car's windows are part of its drawing: the person shows in front, in the window.
    const inWindow: ParsedThing = { ...perch, seatHeight: 0.5, seatX: 0.42 };
    delete inWindow.isContainer;
    return inWindow;
  }
  return perch;
}

function isSeat(perch: ParsedThing): boolean {
  return SEATS.test(perch.word);
}

/**
 * A baby, a puppy, a teddy or a box goes in both arms; a flower, a lollipop or an umbrella in one
 * hand; a horse is not carried at all.
 */
function isCarried(target: ParsedThing): boolean {
  if (isHandSmall(target) || isHandTool(target.artwork)) return false;
  if (target.category !== "objects") return target.bulk <= 1;
  if (HELD_BY_HANDLE.test(target.artwork) || target.habitat === "sky") return false;
  return target.face !== undefined || target.bulk >= CARRIED_BULK;
}
