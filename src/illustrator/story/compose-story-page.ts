/**
 * One page of a story: its own sentence read by the same parser as a single picture (things,
 * place, action, time of day), with the cast drawn as itself. The characters the story has
 * brought in by this page are on it; the place and the time of day carry on from the page
 * before until a sentence names new ones ("One night…" is still night when "they slept").
 */
import { castMemberFor, type Cast, type CastMember } from "../cast";
import { parseDescription } from "../parse/parse-description";
import type { ParsedDescription, ParsedThing } from "../parse/parsed-description";
import { composeParsedScene, type ComposeOptions } from "../scene/compose-scene";
import type { Scene } from "../scene/scene";
import type { PlaceId, TimeOfDay } from "../vocabulary/places";
import { withCarriedColours } from "./carried-things";
import { atBedtime } from "./story-bedtime";
import { withFacesSeen } from "./faces-in-front";
import { withStaying, type StayingSoFar } from "./story-staying";
import { isAboardAfter, withOneAboard } from "./story-aboard";
import { withNamesAsKinds } from "./story-names";
import { withGiftBetween } from "./story-giving";
import { hasWater, inStoryPlace } from "./story-places";
import {
  peopleReferredAfter,
  withPersonReferred,
  withThingReferred,
  type PeopleReferred,
} from "./story-references";
import { isCreature, isNamedThing, isWildAnimal, withNamedParts } from "./story-things";
import { storySentence } from "./story-text";

/** Where and when the story is as a page begins, and what stays there. */
export interface StorySoFar extends StayingSoFar, PeopleReferred {
  /** The story's people are in its boat. */
  isAboard?: boolean;
  place?: PlaceId;
  placeWord?: string;
  time?: TimeOfDay;
  /** The thing the story spoke of last, what "it" refers to ("the ball"). */
  lastThing?: string;
}

export interface StoryPage {
  scene: Scene;
  /** Where and when the story is once this page is told, for the next page. */
  after: StorySoFar;
}

/**
 * `pageIndex` (from 0) decides who has been brought in; `text` is what is drawn (a closing
 * "The End." page draws the page before it again).
 */
export function composeStoryPage(
  cast: Cast,
  text: string,
  pageIndex: number,
  soFar: StorySoFar,
  options: ComposeOptions = {},
): StoryPage {
  const named = withPersonReferred(withNamesAsKinds(text, cast.names), soFar);
  const sentence = storySentence(withThingReferred(named, soFar.lastThing));
  const parsed = atBedtime(
    inStoryPlace(parseDescription(sentence), sentence, soFar),
    sentence,
    soFar,
  );
  const used = new Set<CastMember>();
  const lifted: ParsedThing[] = [];
  const things = withGiftBetween(parsed.things, sentence)
    .flatMap((thing) => (isNamedThing(thing) ? [thing] : namedPartsOf(thing)))
    .flatMap((thing) => asCast(withCarriedColours(withNamedParts(thing), cast.things)) ?? []);
  const place = parsed.place ?? soFar.place;
  // Who the sentence does not name is still there, but a swan met at the lake stays at the lake
  // and a giraffe met at the zoo does not come home.
  const brought = cast.members.filter(
    (member) =>
      !used.has(member) &&
      member.firstPage <= pageIndex &&
      (member.thing.habitat !== "water" || hasWater(place)) &&
      (place !== "home" || !isWildAnimal(member.thing)),
  );
  const placeWord = parsed.place ? parsed.placeWord : soFar.placeWord;
  const time = parsed.time ?? soFar.time;
  const stay = withStaying([...things, ...lifted], place, sentence, soFar);
  const isAboard = hasWater(place) && isAboardAfter(sentence, soFar.isAboard === true);
  const onPage = [...stay.things, ...brought.map((member) => member.thing)];
  const page: ParsedDescription = {
    ...parsed,
    things: isAboard ? withOneAboard(onPage) : onPage,
    ...(place ? { place } : {}),
    ...(placeWord ? { placeWord } : {}),
    ...(time ? { time } : {}),
  };
  const scene = composeParsedScene(text, page, options);
  // A place's own animals (a jungle's parrot) are scenery; a character is only ever itself.
  const castArtwork = new Set(cast.members.map((member) => member.thing.artwork));
  const layers = withFacesSeen(
    scene.layers.filter((item) => item.role !== "prop" || !castArtwork.has(item.artwork)),
  );
  const lastThing = lastThingOf(things) ?? soFar.lastThing;
  return {
    scene: { ...scene, layers },
    after: {
      ...stay.after,
      ...(isAboard ? { isAboard } : {}),
      ...peopleReferredAfter(text, cast.names, soFar),
      ...(place ? { place } : {}),
      ...(placeWord ? { placeWord } : {}),
      ...(time ? { time } : {}),
      ...(lastThing ? { lastThing } : {}),
    },
  };

  /**
   * The thing as the cast draws it, with this page's action; a character it holds stands apart;
   * a character named twice is drawn once.
   */
  function asCast(thing: ParsedThing): ParsedThing | undefined {
    const { target, perch } = thing;
    const own = { ...thing };
    if (target && castMemberFor(cast, target)) {
      delete own.target;
      lifted.push(...[asCast(target)].flatMap((part) => part ?? []));
    }
    if (perch && castMemberFor(cast, perch) && castMemberFor(cast, thing)) {
      delete own.perch;
      lifted.push(...[asCast(perch)].flatMap((part) => part ?? []));
    }
    const member = castMemberFor(cast, own);
    if (!member) return own;
    if (used.has(member)) return undefined;
    used.add(member);
    return withoutUndefined({
      ...member.thing,
      action: own.action,
      target: own.target,
      perch: own.perch,
      accessories: [
        ...member.thing.accessories,
        ...own.accessories.filter(
          (extra) => !member.thing.accessories.some((worn) => worn.word === extra.word),
        ),
      ],
    });
  }
}

/** The last thing (not a character) a page names, held or not: what its "it" is next. */
function lastThingOf(things: readonly ParsedThing[]): string | undefined {
  const named = things.flatMap((thing) => [
    thing,
    ...[thing.target, thing.perch].flatMap((part) => part ?? []),
  ]);
  return named
    .filter((thing) => !thing.characterId && !isCreature(thing) && isNamedThing(thing))
    .pop()?.word;
}

/** What a thing left out held or sat on: "his stripes in the rain" still rains. */
function namedPartsOf(thing: ParsedThing): ParsedThing[] {
  return [thing.target, thing.perch].flatMap((part) =>
    !part ? [] : isNamedThing(part) ? [part] : namedPartsOf(part),
  );
}

function withoutUndefined(thing: ParsedThing): ParsedThing {
  return Object.fromEntries(
    Object.entries(thing).filter(([, value]) => value !== undefined),
  ) as unknown as ParsedThing;
}
