/**
 * Gives every person of a parsed sentence who they are (their role) and what the words said of
 * their look, each look phrase to the person it is about.
 */
import type { ParsedDescription, ParsedThing } from "../parse/parsed-description";
import type { PeopleWords } from "./read-people-words";
import type { SaidLook } from "./person-look";
import { PERSON_ROLES } from "./person-roles";
import type { ActionId } from "../vocabulary/actions";

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
  if (people.holdingHands && persons.length > 0) parsed.holdingHands = true;
  hugsAreMutual(parsed);
  shareTheLastAction(parsed.things.filter(isKitPerson));
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

/** What people do together is said once, at the end: "daddy and me swimming" — both swim. */
function shareTheLastAction(people: readonly ParsedThing[]): void {
  const last = people[people.length - 1];
  if (!last?.action || last.target || last.perch || !SHARED_ACTIONS.has(last.action)) return;
  for (const person of people) if (!person.action && !person.target) person.action = last.action;
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
