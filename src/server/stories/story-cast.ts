import { createCast, type Cast, type CastMember } from "../../illustrator";

/** At most this many characters go on every page; more would crowd the pictures. */
const MAX_CAST = 3;

/**
 * The characters of a whole story (DESIGN decision 14): the illustrator's cast of the title and
 * the story, narrowed to its animals and people (or, with none, the thing named most), one per
 * kind of character, the most mentioned first. A colour or size said anywhere sticks
 * ("a dragon … the purple dragon"), so the same purple dragon is on every page.
 */
export function createStoryCast(title: string, story: string): Cast {
  const everything = createCast(`${title}. ${story}`).members;
  const characters = everything.filter((member) => member.thing.category !== "objects");
  const candidates = characters.length > 0 ? characters : everything;
  const byWord = new Map<string, { member: CastMember; mentions: number; order: number }>();
  candidates.forEach((member, order) => {
    const known = byWord.get(member.thing.word);
    if (!known) {
      byWord.set(member.thing.word, { member, mentions: 1, order });
      return;
    }
    known.mentions += 1;
    known.member = richer(known.member, member);
  });
  const chosen = [...byWord.values()]
    .sort((a, b) => b.mentions - a.mentions || a.order - b.order)
    .slice(0, characters.length > 0 ? MAX_CAST : 1)
    .sort((a, b) => a.order - b.order);
  return {
    members: chosen.map(({ member }, index) => {
      const characterId = `character-${index + 1}`;
      return { ...member, characterId, thing: { ...member.thing, characterId } };
    }),
  };
}

/** The mention that says more about the character: a colour, then a size, then accessories. */
function richer(first: CastMember, later: CastMember): CastMember {
  const score = (member: CastMember) =>
    (member.thing.color ? 4 : 0) +
    (member.thing.sizeWord ? 2 : 0) +
    (member.thing.accessories.length > 0 ? 1 : 0);
  return score(later) > score(first) ? later : first;
}
