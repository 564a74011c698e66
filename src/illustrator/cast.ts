/**
 * Stories: the same characters (same artwork, colour and size relations) in scene after scene,
 * in new places and doing new things. Each character's items carry its characterId and face.
 */
import { parseDescription } from "./parse/parse-description";
import type { ParsedThing } from "./parse/parsed-description";
import { composeParsedScene, type ComposeOptions } from "./scene/compose-scene";
import type { Scene } from "./scene/scene";

export interface CastMember {
  characterId: string;
  /** How a child called it ("purple dragon"). */
  name: string;
  thing: ParsedThing;
}

export interface Cast {
  members: CastMember[];
}

/** The characters of a description ("a purple dragon and a little girl"). */
export function createCast(description: string): Cast {
  const things = parseDescription(description).things;
  return {
    members: things.map((thing, index) => ({
      characterId: `character-${index + 1}`,
      name: thing.color ? `${thing.color.word} ${thing.word}` : thing.word,
      thing: {
        ...thing,
        action: undefined,
        target: undefined,
        perch: undefined,
        characterId: `character-${index + 1}`,
      },
    })),
  };
}

/**
 * One scene of a story. Cast members the scene names ("the dragon flying over the castle") take
 * its actions; members it does not name still appear, so every scene shows the whole cast.
 */
export function composeCastScene(
  cast: Cast,
  description: string,
  options: ComposeOptions = {},
): Scene {
  const parsed = parseDescription(description);
  const used = new Set<CastMember>();
  const things = parsed.things.map((thing) => {
    const member = cast.members.find(
      (candidate) => !used.has(candidate) && candidate.thing.word === thing.word,
    );
    if (!member) return thing;
    used.add(member);
    return withoutUndefined({
      ...member.thing,
      action: thing.action,
      target: thing.target,
      perch: thing.perch,
      accessories: [...member.thing.accessories, ...thing.accessories],
      count: member.thing.count,
    });
  });
  const missing = cast.members.filter((member) => !used.has(member)).map((member) => member.thing);
  return composeParsedScene(description, { ...parsed, things: [...things, ...missing] }, options);
}

function withoutUndefined(thing: ParsedThing): ParsedThing {
  return Object.fromEntries(
    Object.entries(thing).filter(([, value]) => value !== undefined),
  ) as unknown as ParsedThing;
}
