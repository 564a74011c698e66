import { describe, expect, it } from "vitest";
import { KID_SAFE_REFUSAL_MESSAGE, checkKidSafeText } from "./kid-safe-text";
import { allWordForms, plainSpellings, softenedForms } from "./kid-safe-word-forms";
import { KID_SAFE_WORDS } from "./kid-safe-word-lists";
import { REFUSED_WORDS } from "./kid-safe-words";
import { LANGUAGES } from "./languages";

function softened(text: string): string {
  const result = checkKidSafeText(text);
  if (!result.ok) throw new Error(`"${text}" was refused`);
  return result.text;
}

describe("checkKidSafeText: refusing", () => {
  it.each([
    "a fuck",
    "shit happens",
    "sh1t",
    "$hit",
    "fuuuuck",
    "f*ck",
    "f u c k",
    "f.u.c.k the dragon",
    "s-h-i-t",
    "ｆｕｃｋ",
    "a big bitch",
    "Dick the duck",
    "pussy",
    "boobs",
    "sexy lady",
    "a donkey called ass",
  ])("refuses what the library knows: %s", (text) => {
    expect(checkKidSafeText(text)).toEqual({ ok: false, message: KID_SAFE_REFUSAL_MESSAGE });
  });

  it.each([
    "a crappy car",
    "CRAP",
    "crapppy",
    "dumbass",
    "what the hell",
    "a naked lady",
    "cocaine",
    "c0caine",
    "a cat drinking beer",
    "a man with cigarettes",
    "a nazi flag",
    "suicide",
    "a drug dealer",
    "a stupid poopy idiot dog",
    "you are dumb",
    "a big poopyhead",
    "a moron",
  ])("refuses words from the product's own list: %s", (text) => {
    expect(checkKidSafeText(text).ok).toBe(false);
  });

  it("refuses every word of the product's list written plainly", () => {
    const missed = REFUSED_WORDS.filter((word) => checkKidSafeText(`a ${word} here`).ok);
    expect(missed).toEqual([]);
  });

  it("gives a message a child's parent understands", () => {
    const result = checkKidSafeText("shit");
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/kind words/) });
  });
});

describe("checkKidSafeText: children's words that look rude but are not", () => {
  it.each([
    "Scunthorpe",
    "a class of ducks",
    "an assassin bug",
    "a cocktail umbrella",
    "a cockatoo",
    "a peacock",
    "shiitake mushrooms",
    "shitake mushrooms",
    "a bunch of grapes",
    "a bass guitar",
    "a cocker spaniel",
    "a woodpecker",
    "a shuttlecock",
    "cock-a-doodle-doo",
    "The Owl and the Pussy-cat",
    "pussycat pussycat where have you been",
    "pussy willow",
    "a blue tit and two great tits",
    "a titmouse on the Titanic",
    "a blue-footed booby",
    "a booby bird",
    "a naked mole rat",
    "a horny toad",
    "a sperm whale",
    "Moby Dick",
    "Dick Whittington and his cat",
    "Dumbo the flying elephant",
    "a crash test dummy",
    "hickory dickory dock",
    "Kung Fu Panda",
    "cumulus clouds",
    "a cucumber",
    "Essex and Sussex",
    "hello kitty",
    "a shell",
    "a raccoon and a Maine Coon cat",
    "spicy tacos",
    "a hippopotamus in the grass",
    "root beer float",
    "a therapist",
    "a butterfly on a buttercup",
    "a skunk",
    "a poop emoji",
    "a farting unicorn",
    "a hot dog",
    "the abc song",
    "a b c d",
    "I see a T. Rex",
    "Matt's massive passage",
    "x",
    "X marks the spot",
    "tic tac toe with x and o",
    "a XXL t-shirt",
    "k",
    "an ox and an ax",
  ])("allows %s unchanged", (text) => {
    expect(checkKidSafeText(text)).toEqual({ ok: true, text, softened: false });
  });

  // The matcher collapses repeated letters ("xxx" → "x"), which once refused the single letter.
  it("allows every one- and two-letter word but the rude abbreviations fk and fu", () => {
    const letters = [..."abcdefghijklmnopqrstuvwxyz"];
    const words = [...letters, ...letters.flatMap((first) => letters.map((next) => first + next))];
    const refused = words.filter((word) => !checkKidSafeText(word).ok);
    expect(refused).toEqual(["fk", "fu"]);
  });

  it.each(["xxx", "XXX", "kkk", "KKKK", "x x x", "k.k.k", "a kkk rally"])(
    "still refuses %s, a word of one letter said again",
    (text) => {
      expect(checkKidSafeText(text).ok).toBe(false);
    },
  );
});

describe("checkKidSafeText: softening scary words", () => {
  it.each([
    ["a scary monster", "a silly monster"],
    ["a zombie", "a friendly zombie"],
    ["the blood", "the red paint"],
    ["a knife", "a spoon"],
    ["a dinosaur with a gun", "a dinosaur with a water pistol"],
    ["two guns", "two water pistols"],
    ["kill the dragon", "tickle the dragon"],
    ["the knight is killing the dragon", "the knight is tickling the dragon"],
    ["a dead tree", "a sleepy tree"],
    ["the dragon died", "the dragon fell asleep"],
    ["an angry bear", "a grumpy bear"],
    ["dinosaurs fighting", "dinosaurs pillow fighting"],
    ["a killer whale", "an orca"],
    ["a machine gun", "a bubble machine"],
    ["a bomb", "a balloon"],
    ["a scary monster with blood and a gun", "a silly monster with red paint and a water pistol"],
  ])("%s → %s", (text, expected) => {
    expect(checkKidSafeText(text)).toEqual({ ok: true, text: expected, softened: true });
  });

  it("keeps the capitals of the word it replaces", () => {
    expect(softened("Kill the dragon")).toBe("Tickle the dragon");
    expect(softened("KILL IT")).toBe("TICKLE IT");
    expect(softened("A Scary Monster")).toBe("A Silly Monster");
  });

  it("fixes a and an before the new word", () => {
    expect(softened("An ugly duck")).toBe("A funny-looking duck");
    expect(softened("A killer whale")).toBe("An orca");
    expect(softened("an evil witch")).toBe("a cheeky witch");
  });

  it("changes whole words only", () => {
    expect(softened("a skilled diver with a gunny sack")).toBe("a skilled diver with a gunny sack");
    expect(softened("the dragon's knife!")).toBe("the dragon's spoon!");
    expect(softened("half-dead")).toBe("half-sleepy");
  });

  it.each([
    "the ugly duckling",
    "a friendly zombie",
    "a water pistol",
    "a bath bomb",
    "a pillow fight",
    "a snowball fight",
  ])("leaves the gentle phrase %s alone", (text) => {
    expect(checkKidSafeText(text)).toEqual({ ok: true, text, softened: false });
  });

  it("passes empty and plain text through", () => {
    expect(checkKidSafeText("")).toEqual({ ok: true, text: "", softened: false });
    expect(checkKidSafeText("a friendly dragon in a flower garden")).toEqual({
      ok: true,
      text: "a friendly dragon in a flower garden",
      softened: false,
    });
  });
});

describe("checkKidSafeText: every language's lists", () => {
  it.each(LANGUAGES)(
    "refuses every refused word of %s written plainly, with it chosen",
    (language) => {
      const words = allWordForms(KID_SAFE_WORDS[language].refused);
      const missed = words.filter((word) => checkKidSafeText(`a ${word} here`, { language }).ok);
      expect(missed).toEqual([]);
    },
  );

  it.each(LANGUAGES)("refuses the refused words of %s typed without accents", (language) => {
    const words = allWordForms(KID_SAFE_WORDS[language].refused).flatMap(plainSpellings);
    const missed = words.filter((word) => checkKidSafeText(`a ${word} here`, { language }).ok);
    expect(missed).toEqual([]);
  });

  it.each(LANGUAGES)("softens every scary word of %s, with it chosen", (language) => {
    const pairs = Object.entries(KID_SAFE_WORDS[language].softened).flatMap(([word, newWord]) =>
      softenedForms(word, newWord),
    );
    const missed = pairs.filter(([word]) => !checkKidSafeText(`— ${word} —`, { language }).ok);
    const unsoftened = pairs.filter(([word, newWord]) => {
      const safe = checkKidSafeText(`— ${word} —`, { language });
      return safe.ok && safe.text.toLowerCase() !== `— ${newWord} —`.toLowerCase();
    });
    expect({ missed, unsoftened }).toEqual({ missed: [], unsoftened: [] });
  });
});

describe("checkKidSafeText: the family's language", () => {
  it("gives a scary word the replacement of the chosen language when two languages share it", () => {
    expect(softened("una pistola")).toBe("una pistola de agua");
    expect(checkKidSafeText("uma pistola", { language: "pt" })).toMatchObject({
      text: "uma pistola de água",
    });
    expect(checkKidSafeText("una pistola", { language: "it" })).toMatchObject({
      text: "una pistola ad acqua",
    });
  });

  it("reads a word that is ordinary in the chosen language as that language's word", () => {
    expect(checkKidSafeText("es ist hell", { language: "de" }).ok).toBe(true);
    expect(checkKidSafeText("die Katze ist dick", { language: "de" }).ok).toBe(true);
    expect(checkKidSafeText("what the hell", { language: "en" }).ok).toBe(false);
    expect(checkKidSafeText("what the hell").ok).toBe(false);
  });

  it("softens a word scary in one language and ordinary in another only when its language is chosen", () => {
    expect(softened("die Katze schläft")).toBe("die Katze schläft");
    expect(checkKidSafeText("die Katze", { language: "de" })).toMatchObject({ text: "die Katze" });
    expect(checkKidSafeText("the dragon will die", { language: "en" })).toMatchObject({
      text: "the dragon will fall asleep",
    });
    expect(softened("we sang a song")).toBe("we sang a song");
    expect(checkKidSafeText("sang partout", { language: "fr" })).toMatchObject({
      text: "peinture rouge partout",
    });
    expect(softened("a tiny tot")).toBe("a tiny tot");
    expect(checkKidSafeText("er ist tot", { language: "de" })).toMatchObject({
      text: "er ist schläfrig",
    });
  });

  it("refuses a word rude in one language and ordinary in others only when its language is chosen", () => {
    expect(softened("un perro con sombrero")).toBe("un perro con sombrero");
    expect(checkKidSafeText("un perro con sombrero", { language: "es" }).ok).toBe(true);
    expect(checkKidSafeText("t'es con", { language: "fr" }).ok).toBe(false);
  });

  it('keeps an article of another language as written (a Portuguese "a" is no English "an")', () => {
    expect(checkKidSafeText("a arma", { language: "pt" })).toMatchObject({
      text: "a arma de brinquedo",
    });
  });

  it("matches words with a doubled letter as written, so the innocent word they collapse into stays", () => {
    for (const text of ["un perro con sombrero", "un cazo de sopa", "quiero mi tete", "damit"]) {
      expect(checkKidSafeText(text)).toEqual({ ok: true, text, softened: false });
    }
    for (const text of ["coon", "cazzo", "tette", "dammit", "CAZZZO", "c a z z o"]) {
      expect(checkKidSafeText(text).ok).toBe(false);
    }
  });
});
