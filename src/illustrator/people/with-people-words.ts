/**
 * Gives every person of a parsed sentence who they are (their role) and what the words said of
 * their look, each look phrase to the person it is about.
 */
import type { ParsedDescription, ParsedThing } from "../parse/parsed-description";
import type { Gardening, HandsOn, PeopleWords } from "./read-people-words";
import type { SaidLook, SitsOnPerson } from "./person-look";
import type { Pose } from "./person-kit-types";
import { PERSON_ROLES } from "./person-roles";
import { ACTION_PROPS, type ActionId } from "../vocabulary/actions";
import { isHandTool, isWritingTool, realLengthCm } from "./held-sizes";

/** "kids" with no number: the parser's count for a plural said without one. */
const PLURAL_CHILDREN = 3;

/** Things people do side by side, each on their own. */
const SHARED_ACTIONS: ReadonlySet<ActionId> = new Set([
  "swim",
  "dance",
  "run",
  "jump",
  "walk",
  "sing",
  "wave",
  "sleep",
  "hug",
]);

export function withPeopleWords(
  parsed: ParsedDescription,
  people: PeopleWords,
  parseThings: (text: string) => ParsedDescription,
): void {
  const persons = everyThing(parsed.things).filter(isKitPerson);
  for (const person of persons) {
    const role = PERSON_ROLES[person.word];
    if (role) person.person = { role, said: {} };
  }
  for (const look of people.looks) {
    const word = look.isBeforePerson
      ? parseThings(people.rest.slice(look.at)).things.find(isKitPerson)?.word
      : everyThing(parseThings(people.rest.slice(0, look.at)).things).findLast(isKitPerson)?.word;
    const person = persons.find((candidate) => candidate.word === word) ?? persons[0];
    if (person?.person)
      person.person = { ...person.person, said: merged(person.person.said, look.said) };
  }
  for (const act of people.acts) {
    if (act.act === "several") {
      severalChildren(persons);
      continue;
    }
    if (act.act === "in-hand" || act.act === "under-arm") {
      const pose = act.act === "under-arm" ? "tuck" : undefined;
      inHand(parsed, people.rest.slice(0, act.at), act.owner ?? "", parseThings, pose);
      continue;
    }
    const before = everyThing(parseThings(people.rest.slice(0, act.at)).things).findLast(
      isKitPerson,
    );
    const actor = persons.find((candidate) => candidate.word === before?.word);
    if (!actor?.person) continue;
    if (act.act === "push") pushes(actor);
    else if (act.act === "float") floats(actor);
    else if (act.act === "water" || act.act === "dig") gardens(parsed, actor, act.act, parseThings);
    else if (act.act === "write" || act.act === "stir") worksOn(actor, act.act, parseThings);
    else if (act.act === "spray") sprays(parsed, actor, parseThings);
    else sitsOnSomeone(parsed, actor, { on: act.act, owner: act.owner }, parseThings);
  }
  if (parsed.place === "space") {
    for (const person of persons) if (!person.action && !person.perch) floats(person);
  }
  if (people.holdingHands && persons.length > 0) parsed.holdingHands = true;
  hugsAreMutual(parsed);
  usesTools(parsed);
  shareTheLastAction(parsed.things.filter(isKitPerson));
}

/**
 * "daddy fixing the fence with his hammer", "a girl colouring with a crayon": a tool said in a
 * sentence about a person is in their hand, not lying beside them. It is what they hold, and what
 * they worked on stands on its own; one who writes or draws holds it as the pencil, over the paper.
 */
function usesTools(parsed: ParsedDescription): void {
  for (const tool of [...parsed.things]) {
    if (tool.person || tool.count !== 1 || !isHandTool(tool.artwork)) continue;
    const at = parsed.things.indexOf(tool);
    const user = parsed.things.slice(0, at).findLast(isKitPerson);
    if (!user?.person || user.person.sitsOn) continue;
    const writes = user.person.pose === "write";
    if (!writes && isHandTool(user.target?.artwork ?? "")) continue;
    parsed.things.splice(at, 1);
    if (writes) {
      user.accessories = [...user.accessories, { ...tool, wornOn: "hand" }];
      continue;
    }
    const worked = user.target;
    user.target = tool;
    user.action = "hold";
    if (worked && !worked.person) {
      parsed.things.splice(parsed.things.indexOf(user) + 1, 0, worked);
    }
  }
}

/** "kids playing", "the children": as many children as any plural with no number draws. */
function severalChildren(persons: readonly ParsedThing[]): void {
  const children = persons.find((person) => person.word === "child" && person.count === 1);
  if (children) children.count = PLURAL_CHILDREN;
}

/** Whose hand "my", "his" or "her" hand is when nobody is named. */
const HAND_OWNERS: Readonly<Record<string, string>> = {
  my: "me",
  his: "boy",
  her: "girl",
  their: "child",
  your: "child",
};

/**
 * "a tiny frog in my hand", "a chicken under her arm": the thing named just before is held by the
 * person named (or by the one "my", "his" or "her" says when nobody is), in one hand or tucked
 * under the arm (`pose`).
 */
function inHand(
  parsed: ParsedDescription,
  before: string,
  pronoun: string,
  parseThings: (text: string) => ParsedDescription,
  pose?: Pose,
): void {
  const heldWord = everyThing(parseThings(before).things).at(-1)?.word;
  const holding = parsed.things.find((thing) => thing.person && thing.target?.word === heldWord);
  if (holding?.person && pose) holding.person = { ...holding.person, pose };
  if (holding) return;
  const held = parsed.things.find((thing) => thing.word === heldWord && !thing.person);
  if (!held) return;
  const named = parsed.things.find((thing) => thing.person && !thing.target);
  const holder = named ?? parseThings(HAND_OWNERS[pronoun] ?? "me").things[0];
  const role = holder && PERSON_ROLES[holder.word];
  if (!holder || !role) return;
  holder.person ??= { role, said: {} };
  if (pose) holder.person = { ...holder.person, pose };
  holder.action = "hold";
  holder.target = held;
  const at = parsed.things.indexOf(held);
  parsed.things.splice(at, 1);
  if (!named) parsed.things.splice(at, 0, holder);
}

/** "an astronaut floating in space", anyone in space not doing something else: weightless. */
function floats(person: ParsedThing): void {
  if (!person.person) return;
  person.person = { ...person.person, pose: "float" };
  person.action = "fly";
}

/** The tool each kind of gardening is drawn with, in the gardener's hand. */
const GARDEN_TOOLS: Readonly<Record<Gardening, string>> = {
  water: "a watering can",
  dig: "a spade",
};

/**
 * "a girl watering the flowers", "daddy digging in the garden": the gardener holds the tool, and
 * what they water or plant stands in the picture on its own, in front of them.
 */
function gardens(
  parsed: ParsedDescription,
  gardener: ParsedThing,
  gardening: Gardening,
  parseThings: (text: string) => ParsedDescription,
): void {
  const tool = parseThings(GARDEN_TOOLS[gardening]).things[0];
  if (!gardener.person || !tool || gardener.person.sitsOn) return;
  const tended = gardener.target;
  if (tended && !tended.person && tended.word !== tool.word) {
    parsed.things.splice(parsed.things.indexOf(gardener) + 1, 0, tended);
  }
  gardener.person = { ...gardener.person, pose: gardening };
  gardener.action = "hold";
  gardener.target = tool;
}

/** What one works on in front, when the words name nothing: a notebook to write in, a soup. */
const WORKED_ON: Readonly<Record<HandsOn, string>> = {
  write: "a notebook",
  stir: "a bowl of soup",
};

/**
 * "a girl writing a letter", "mommy stirring the soup": both hands at what is worked on in front
 * (a pencil on the paper, a spoon in the pot), and something to work on when none is said.
 */
function worksOn(
  worker: ParsedThing,
  act: HandsOn,
  parseThings: (text: string) => ParsedDescription,
): void {
  if (!worker.person || worker.person.sitsOn || worker.target?.person) return;
  // "drawing with a crayon": the crayon is the pencil in the hand, the paper what is drawn on.
  const tool = worker.target && isWritingTool(worker.target.artwork) ? worker.target : undefined;
  const worked = (tool ? undefined : worker.target) ?? parseThings(WORKED_ON[act]).things[0];
  if (!worked) return;
  if (tool) worker.accessories = [...worker.accessories, { ...tool, wornOn: "hand" }];
  worker.person = { ...worker.person, pose: act };
  worker.action = "hold";
  worker.target = worked;
}

/** The water a hose sprays, held out ahead of the hands. */
const HOSE_WATER = "droplet";

/**
 * "a firefighter spraying a hose at the fire": the hose's water is held out ahead, both hands on
 * the nozzle, towards what is sprayed; a hose said on its own in the sentence is theirs.
 */
function sprays(
  parsed: ParsedDescription,
  sprayer: ParsedThing,
  parseThings: (text: string) => ParsedDescription,
): void {
  if (!sprayer.person || sprayer.person.sitsOn) return;
  const said = parsed.things.find((thing) => thing.word === "hose");
  if (said) parsed.things.splice(parsed.things.indexOf(said), 1);
  const hose =
    sprayer.target?.word === "hose" ? sprayer.target : (said ?? parseThings("a hose").things[0]);
  if (!hose) return;
  if (sprayer.target && sprayer.target !== hose && !sprayer.target.person) {
    parsed.things.splice(parsed.things.indexOf(sprayer) + 1, 0, sprayer.target);
  }
  sprayer.person = { ...sprayer.person, pose: "spray" };
  sprayer.action = "hold";
  // What the hands hold out is the hose's water, not the coiled hose a hose said alone draws.
  sprayer.target = { ...hose, artwork: HOSE_WATER };
  // What is sprayed (the fire) goes first, so it is on the side the sprayer faces, apart from them.
  const at = parsed.things.indexOf(sprayer);
  const sprayed = parsed.things.find((thing, index) => index > at && !thing.person);
  if (at < 0 || !sprayed) return;
  parsed.things.splice(parsed.things.indexOf(sprayed), 1);
  parsed.things.splice(at, 0, sprayed);
}

/** "mommy pushing the pram": the pram is pushed from behind, not sat in. */
function pushes(pusher: ParsedThing): void {
  const pushed = pusher.target ?? pusher.perch;
  if (!pusher.person || !pushed || pushed.person) return;
  pusher.person = { ...pusher.person, pose: "push" };
  pusher.target = pushed;
  delete pusher.perch;
  delete pusher.action;
}

/**
 * "a baby on daddy's lap", "daddy carrying me on his shoulders": the one who sits and the one sat
 * on are each a thing of the picture (not one held by the other); the one sat on sits down for a
 * lap, and stands for shoulders.
 */
function sitsOnSomeone(
  parsed: ParsedDescription,
  sitter: ParsedThing,
  { on, owner: ownerWord }: { on: SitsOnPerson; owner: string | undefined },
  parseThings: (text: string) => ParsedDescription,
): void {
  const topLevel = parsed.things;
  const carrier = topLevel.find((thing) => thing.target === sitter || thing.perch === sitter);
  const named = sitter.perch?.person ? sitter.perch : undefined;
  const owner =
    carrier ??
    named ??
    topLevel.find((thing) => thing !== sitter && thing.person && thing.word === ownerWord) ??
    topLevel.filter((thing) => thing !== sitter && thing.person).sort(byBulk)[0];
  if (!owner?.person || !sitter.person) return;
  for (const thing of [owner, sitter]) {
    if (thing.target?.person) delete thing.target;
    if (thing.perch?.person) delete thing.perch;
    if (thing.action === "hold" || thing.action === "sit") delete thing.action;
    if (!topLevel.includes(thing)) topLevel.push(thing);
  }
  // "grandpa reading to me on his lap": what either does, they do with its thing in their hands
  // (the book said, or one of its own when none is).
  for (const thing of [owner, sitter]) {
    const prop = thing.action && !thing.target ? ACTION_PROPS[thing.action] : undefined;
    if (!prop) continue;
    const said = topLevel.find((other) => !other.person && other.artwork === prop.artwork);
    if (said) topLevel.splice(topLevel.indexOf(said), 1);
    const held = said ?? parseThings(`a ${prop.word}`).things[0];
    if (held) thing.target = held;
  }
  sitter.person = { ...sitter.person, sitsOn: on };
  owner.person = { ...owner.person, pose: on === "lap" ? "sit" : "stand" };
  // A lap needs someone sitting down, on something.
  if (on === "lap" && !owner.perch) owner.perch = parseThings("a chair").things[0];
}

function byBulk(a: ParsedThing, b: ParsedThing): number {
  return b.bulk - a.bulk;
}

/**
 * "grandma hugging me": two people hug each other, side by side, rather than one carried in the
 * other's arms (a baby is still held).
 */
function hugsAreMutual(parsed: ParsedDescription): void {
  for (const thing of [...parsed.things]) {
    const hugged = thing.target;
    if (thing.action !== "hug" || !hugged?.person || hugged.person.role.age === "baby") continue;
    if (hugged.person.said.age === "baby") continue;
    delete thing.target;
    hugged.action = "hug";
    parsed.things.splice(parsed.things.indexOf(thing) + 1, 0, hugged);
  }
}

/** Done by each with a thing of their own: "me and my friend eating ice cream", an ice cream each. */
const EACH_WITH_THEIR_OWN: ReadonlySet<ActionId> = new Set([
  "eat",
  "brush",
  "read",
  "paint",
  "fish",
  "hold",
]);
/** Held things this small (in centimetres) or floating on a string, each can hold one. */
const EACH_HOLDS_CM = 40;

/**
 * What people do together is said once, at the end: "daddy and me swimming" — both swim; "me and
 * my friend eating ice cream" — each eats one of their own.
 */
function shareTheLastAction(people: readonly ParsedThing[]): void {
  const last = people[people.length - 1];
  if (!last?.action || last.perch) return;
  const others = people.filter(
    (person) => person !== last && !person.action && !person.target && !person.person?.sitsOn,
  );
  if (!last.target && SHARED_ACTIONS.has(last.action)) {
    for (const person of others) person.action = last.action;
    return;
  }
  const held = last.target;
  if (!held || !eachHasOne(last.action, held)) return;
  for (const person of others) {
    person.action = last.action;
    person.target = { ...held };
    const pose = last.person?.pose;
    if (pose && person.person) person.person = { ...person.person, pose };
  }
}

function eachHasOne(action: ActionId, held: ParsedThing): boolean {
  if (held.person || held.category !== "objects" || !EACH_WITH_THEIR_OWN.has(action)) return false;
  if (action !== "hold") return true;
  return held.habitat === "sky" || (realLengthCm(held.artwork) ?? Infinity) <= EACH_HOLDS_CM;
}

function isKitPerson(thing: ParsedThing): boolean {
  return thing.category === "people" && PERSON_ROLES[thing.word] !== undefined;
}

function everyThing(things: readonly ParsedThing[]): ParsedThing[] {
  return things.flatMap((thing) => [
    thing,
    ...[thing.target, thing.perch].filter((other): other is ParsedThing => other !== undefined),
  ]);
}

function merged(before: SaidLook, added: SaidLook): SaidLook {
  return { ...before, ...added };
}
