import { describe, expect, it } from "vitest";
import { composeScene } from "./compose-scene";

/** The artwork drawn for what the child named (the place's scenery left out). */
const drawnArtwork = (description: string) =>
  composeScene(description)
    .layers.filter((item) => item.role !== "prop" && item.role !== "decoration")
    .map((item) => item.artwork);

/**
 * Words of the everyday vocabulary drawn as a different thing or the mascot until a reviewed near
 * thing (`vocabulary/near-things-reviewed.ts`) named the drawing that is them, or their kind.
 */
describe("an everyday word with a reviewed near thing is ONE drawing of it", () => {
  it.each([
    // Words a new drawing's name would otherwise take: a frame is no climbing frame.
    ["a frame", "framed-picture"],
    ["a picture frame", "framed-picture"],
    ["a case", "luggage"],
    ["a tea pot", "teapot"],
    ["a hockey stick", "field-hockey"],
    // The emoji that IS the thing under another name.
    ["a plaster", "adhesive-bandage"],
    ["a sticking plaster", "adhesive-bandage"],
    ["a band-aid", "adhesive-bandage"],
    ["a toilet roll", "roll-of-paper"],
    ["a loo roll", "roll-of-paper"],
    ["a tin", "canned-food"],
    ["a juice box", "beverage-box"],
    ["a salt shaker", "salt"],
    ["a pepper pot", "salt"],
    ["trainers", "running-shoe"],
    ["sneakers", "running-shoe"],
    ["flip-flops", "thong-sandal"],
    ["flip flops", "thong-sandal"],
    ["knickers", "briefs"],
    ["underpants", "briefs"],
    ["a tennis ball", "tennis"],
    ["a rugby ball", "rugby-football"],
    ["a bowling ball", "bowling"],
    ["skittles", "bowling"],
    ["a jigsaw", "puzzle-piece"],
    ["a chess set", "chess-pawn"],
    ["sweetcorn", "ear-of-corn"],
    ["an aubergine", "eggplant"],
    ["a blueberry", "blueberries"],
    ["a cherry", "cherries"],
    ["a fried egg", "cooking"],
    ["a coffee", "hot-beverage"],
    ["a hot chocolate", "hot-beverage"],
    ["a cocoa", "hot-beverage"],
    ["a saucer", "hot-beverage"],
    ["a milkshake", "cup-with-straw"],
    ["a fizzy drink", "cup-with-straw"],
    ["a pizza slice", "pizza"],
    ["a school bag", "backpack"],
    ["a schoolbag", "backpack"],
    ["a book bag", "backpack"],
    ["a satchel", "backpack"],
    ["a sand timer", "hourglass-done"],
    ["an hourglass", "hourglass-done"],
    ["a post box", "postbox"],
    ["a mailbox", "postbox"],
    ["a skyscraper", "office-building"],
    ["a block of flats", "office-building"],
    ["a shopping trolley", "shopping-cart"],
    ["a parasol", "umbrella-on-ground"],
    ["a storybook", "open-book"],
    // A near thing of the same kind, until it has a drawing of its own.
    ["a cuddly toy", "teddy-bear"],
    ["a soft toy", "teddy-bear"],
    ["a stuffed animal", "teddy-bear"],
    ["a tiara", "crown"],
    ["a cabbage", "leafy-green"],
    ["a marker", "pen"],
    ["a wallet", "purse"],
    ["a keyring", "key"],
    ["a string", "thread"],
    ["a nightie", "dress"],
    ["a nightdress", "dress"],
    ["joggers", "jeans"],
    ["a flannel", "own-towel"],
    ["a washcloth", "own-towel"],
    ["a cradle", "own-cot"],
    ["a toilet seat", "toilet"],
    ["a pillowcase", "own-pillow"],
    ["a bed sheet", "own-blanket"],
    ["a hoodie", "own-jumper"],
    ["a plastic bag", "shopping-bags"],
  ])("%s is drawn as %s", (description, artwork) => {
    expect(drawnArtwork(description)).toEqual([artwork]);
  });

  it("a word that is also a verb stays a verb: a dog that can fly draws no tin", () => {
    expect(drawnArtwork("a dog that can fly")).not.toContain("canned-food");
    expect(drawnArtwork("a dog painting")).not.toContain("framed-picture");
  });
});
