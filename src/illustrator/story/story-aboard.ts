/**
 * Who is in the boat stays in it: once a sentence puts the story's people in a boat ("They sit
 * in a little green boat", "Finn rows"), the first of them sits in it on every page where the
 * boat is on the water, head and shoulders above its side, not standing in the lake.
 */
import type { ParsedThing } from "../parse/parsed-description";

const BOATS: ReadonlySet<string> = new Set(["boat", "sailboat", "canoe", "rowboat"]);
const GETS_ABOARD =
  /\b(?:in|into|on|aboard) (?:the|a|an|his|her|their|our|my) (?:[a-z]+ ){0,2}(?:boat|sailboat|canoe|rowboat)\b|\b(?:rows?|rowed|rowing|sails|sailed|sailing)\b/i;
const GETS_OFF =
  /\b(?:got|gets|get|climbed|climbs|jumped|jumps) out\b|\bon the (?:shore|bank|land)\b/i;

/** Whether the story's people are in the boat once this sentence is told. */
export function isAboardAfter(sentence: string, wasAboard: boolean): boolean {
  if (GETS_OFF.test(sentence)) return false;
  return wasAboard || GETS_ABOARD.test(sentence);
}

/** The page's things with the first person not already seated sitting in the boat. */
export function withOneAboard(things: readonly ParsedThing[]): ParsedThing[] {
  if (things.some((thing) => thing.perch && BOATS.has(thing.perch.word))) return [...things];
  const boat = things.find((thing) => BOATS.has(thing.word) && !thing.characterId);
  const rider = things.find((thing) => thing.category === "people" && !thing.perch);
  if (!boat || !rider) return [...things];
  return things
    .filter((thing) => thing !== boat)
    .map((thing) => (thing === rider ? { ...rider, action: "sit", perch: boat } : thing));
}
