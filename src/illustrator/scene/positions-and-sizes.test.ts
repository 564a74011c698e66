/**
 * Positions and sizes said by a child, checked on the drawn boxes (issue 33): each place word
 * honoured on the picture, size words changing the drawn size, and real-world size between things.
 */
import { describe, expect, it } from "vitest";
import { composeScene } from "./compose-scene";
import type { PlacedItem } from "./scene";

const SIZE = 1024;

function drawn(description: string, label: string): PlacedItem[] {
  return composeScene(description).layers.filter(
    (item) => item.label === label && item.role !== "prop" && item.role !== "decoration",
  );
}

function one(description: string, label: string): PlacedItem {
  const [item] = drawn(description, label);
  expect(item, `${label} in "${description}"`).toBeDefined();
  return item!;
}

const middleX = (item: PlacedItem) => item.box.x + item.box.width / 2;
const middleY = (item: PlacedItem) => item.box.y + item.box.height / 2;
const bottom = (item: PlacedItem) => item.box.y + item.box.height;
const right = (item: PlacedItem) => item.box.x + item.box.width;
const area = (item: PlacedItem) => item.box.width * item.box.height;
const overlaps = (a: PlacedItem, b: PlacedItem) =>
  a.box.x < right(b) && right(a) > b.box.x && a.box.y < bottom(b) && bottom(a) > b.box.y;
const inFrame = (item: PlacedItem) =>
  item.box.x >= -1 && item.box.y >= -1 && right(item) <= SIZE + 1 && bottom(item) <= SIZE + 1;
/** Drawn later is nearer. */
const order = (description: string, item: PlacedItem) =>
  composeScene(description).layers.findIndex(
    (layer) =>
      layer.label === item.label && layer.box.x === item.box.x && layer.box.y === item.box.y,
  );

describe("position words are honoured on the drawing", () => {
  it("left of: the thing is drawn to the left of the other", () => {
    const said = "a dog to the left of a house";
    expect(right(one(said, "dog"))).toBeLessThanOrEqual(middleX(one(said, "house")));
    const other = "a bus left of a car";
    expect(right(one(other, "bus"))).toBeLessThanOrEqual(middleX(one(other, "car")));
    const sky = "a bird to the left of a tree";
    expect(right(one(sky, "bird"))).toBeLessThanOrEqual(middleX(one(sky, "tree")));
    const three = "a bike and a car to the left of a bus";
    expect(right(one(three, "car"))).toBeLessThanOrEqual(middleX(one(three, "bus")));
  });

  it("right of: the thing is drawn to the right of the other", () => {
    const said = "a cat to the right of a tree";
    expect(one(said, "cat").box.x).toBeGreaterThanOrEqual(middleX(one(said, "tree")));
    const three = "a cat to the right of a dog and a cow";
    expect(one(three, "cat").box.x).toBeGreaterThanOrEqual(middleX(one(three, "dog")));
  });

  it("on the left / on the right: a side of the picture, and 'right' is not a thing", () => {
    const said = "a pig on the left and a cow on the right";
    expect(middleX(one(said, "pig"))).toBeLessThan(middleX(one(said, "cow")));
    const alone = "a dog on the right";
    expect(middleX(one(alone, "dog"))).toBeGreaterThan(SIZE * 0.55);
    expect(drawn(alone, "right")).toHaveLength(0);
  });

  it("above: over the other thing, and smaller than the boat it flies above", () => {
    const said = "a bird above a boat";
    const [bird, boat] = [one(said, "bird"), one(said, "boat")];
    expect(bottom(bird)).toBeLessThanOrEqual(boat.box.y + boat.box.height * 0.35);
    expect(area(bird)).toBeLessThan(area(boat) * 0.5);
  });

  it("below: under the other thing", () => {
    const said = "a fish below a boat";
    const [fish, boat] = [one(said, "fish"), one(said, "boat")];
    expect(middleY(fish)).toBeGreaterThan(middleY(boat));
    expect(fish.box.y).toBeGreaterThanOrEqual(boat.box.y + boat.box.height * 0.7);
  });

  it("under, underneath, beneath: below the other thing's middle, across it", () => {
    for (const said of ["a cat under a tree", "a cat underneath a tree", "a cat beneath a tree"]) {
      const [cat, tree] = [one(said, "cat"), one(said, "tree")];
      expect(cat.box.y, said).toBeGreaterThan(tree.box.y + tree.box.height * 0.3);
      expect(Math.abs(middleX(cat) - middleX(tree)), said).toBeLessThan(tree.box.width / 2);
    }
  });

  it("under an umbrella: the girl keeps her size, the umbrella held over her", () => {
    const said = "a girl under an umbrella";
    const umbrella = one(said, "umbrella");
    const girl = composeScene(said).layers.find((item) => item.label === "girl")!;
    expect(girl.box.height).toBeGreaterThan(umbrella.box.height);
    expect(middleY(umbrella)).toBeLessThan(middleY(girl));
    expect(Math.abs(middleX(umbrella) - middleX(girl))).toBeLessThan(umbrella.box.width / 2);
  });

  it("under a rock: the rock stays on the ground, the snake beneath its edge", () => {
    const said = "a snake under a rock";
    const [snake, rock] = [one(said, "snake"), one(said, "rock")];
    expect(bottom(rock)).toBeGreaterThanOrEqual(bottom(snake) - 2);
    expect(middleY(snake)).toBeGreaterThan(middleY(rock));
  });

  it("between: centred between the two others, one on either side", () => {
    const said = "a cat between two dogs";
    const cat = one(said, "cat");
    const dogs = drawn(said, "dog");
    expect(dogs).toHaveLength(2);
    const [leftDog, rightDog] = [...dogs].sort((a, b) => a.box.x - b.box.x);
    expect(right(leftDog!)).toBeLessThanOrEqual(middleX(cat));
    expect(rightDog!.box.x).toBeGreaterThanOrEqual(middleX(cat));
    const halfway = (middleX(leftDog!) + middleX(rightDog!)) / 2;
    expect(Math.abs(middleX(cat) - halfway)).toBeLessThan(SIZE * 0.05);
    const sitting = "a cat sitting between two trees";
    const trees = drawn(sitting, "tree").map(middleX);
    expect(trees).toHaveLength(2);
    expect(middleX(one(sitting, "cat"))).toBeGreaterThan(Math.min(...trees));
    expect(middleX(one(sitting, "cat"))).toBeLessThan(Math.max(...trees));
    const mixed = "a flower between a cat and a dog";
    const flower = one(mixed, "flower");
    const sides = [one(mixed, "cat"), one(mixed, "dog")].map(middleX).sort((a, b) => a - b);
    expect(middleX(flower)).toBeGreaterThan(sides[0]!);
    expect(middleX(flower)).toBeLessThan(sides[1]!);
  });

  it("inside a hat: the rabbit peeks out of it, not wearing it", () => {
    const said = "a rabbit inside a hat";
    const [rabbit, hat] = [one(said, "rabbit"), one(said, "hat")];
    expect(hat.role).not.toBe("accessory");
    // Turned over like a magician's hat, its opening up.
    expect(hat.rotation).toBe(180);
    expect(middleX(rabbit)).toBeGreaterThan(hat.box.x);
    expect(middleX(rabbit)).toBeLessThan(right(hat));
    expect(rabbit.box.y).toBeLessThan(hat.box.y);
    expect(bottom(rabbit)).toBeGreaterThan(hat.box.y + hat.box.height * 0.1);
    // The hat is drawn over the rabbit's lower part.
    expect(order(said, hat)).toBeGreaterThan(order(said, rabbit));
  });

  it("inside an egg: a chick hatching out of its cracked egg", () => {
    const chick = one("a chick inside an egg", "chick");
    expect(chick.artwork).toBe("hatching-chick");
    expect(one("a chick hatching out of an egg", "chick").artwork).toBe("hatching-chick");
    expect(drawn("a rabbit coming out of a hat", "hat")[0]?.role).toBe("target");
  });

  it("in a box: the box covers the lower part, the cat's head out over the rim", () => {
    const said = "a cat in a box";
    const [cat, box] = [one(said, "cat"), one(said, "box")];
    expect(cat.box.y).toBeLessThan(box.box.y);
    expect(order(said, box)).toBeGreaterThan(order(said, cat));
  });

  it("inside a cave: in its opening, within its drawing, not on top of it", () => {
    const said = "a bear inside a cave";
    const [bear, cave] = [one(said, "bear"), one(said, "cave")];
    expect(bear.box.x).toBeGreaterThanOrEqual(cave.box.x);
    expect(right(bear)).toBeLessThanOrEqual(right(cave));
    expect(bear.box.y).toBeGreaterThan(cave.box.y + cave.box.height * 0.3);
    expect(bottom(bear)).toBeLessThanOrEqual(bottom(cave));
  });

  it("on top of: standing on the other's top", () => {
    const said = "a frog on top of a rock";
    const [frog, rock] = [one(said, "frog"), one(said, "rock")];
    expect(middleY(frog)).toBeLessThan(middleY(rock));
    expect(bottom(frog)).toBeLessThanOrEqual(rock.box.y + rock.box.height * 0.6);
    const sitting = "a frog sitting on top of a mushroom";
    const [sitter, mushroom] = [one(sitting, "frog"), one(sitting, "mushroom")];
    expect(middleY(sitter)).toBeLessThan(middleY(mushroom));
    expect(middleX(sitter)).toBeGreaterThan(mushroom.box.x);
    expect(middleX(sitter)).toBeLessThan(right(mushroom));
  });

  it("in front of: overlapping, nearer and lower", () => {
    const said = "a bear in front of a cave";
    const [bear, cave] = [one(said, "bear"), one(said, "cave")];
    expect(overlaps(bear, cave)).toBe(true);
    expect(order(said, bear)).toBeGreaterThan(order(said, cave));
    expect(bottom(bear)).toBeGreaterThanOrEqual(bottom(cave));
  });

  it("behind: partly hidden, further back", () => {
    const said = "a pig behind a fence";
    const [pig, fence] = [one(said, "pig"), one(said, "fence")];
    expect(overlaps(pig, fence)).toBe(true);
    expect(order(said, pig)).toBeLessThan(order(said, fence));
  });

  it("next to: side by side, close", () => {
    const said = "a duck next to a frog";
    const [duck, frog] = [one(said, "duck"), one(said, "frog")];
    const gap = Math.max(duck.box.x - right(frog), frog.box.x - right(duck));
    expect(gap).toBeLessThan(SIZE * 0.1);
  });

  it("around: several things all around one, on both sides and close", () => {
    const said = "four bunnies around a carrot";
    const carrot = one(said, "carrot");
    const bunnies = drawn(said, "rabbit");
    expect(bunnies).toHaveLength(4);
    expect(bunnies.some((bunny) => middleX(bunny) < middleX(carrot))).toBe(true);
    expect(bunnies.some((bunny) => middleX(bunny) > middleX(carrot))).toBe(true);
    expect(bunnies.some((bunny) => middleY(bunny) < middleY(carrot))).toBe(true);
  });

  it("far away: smaller, higher up the ground and further back", () => {
    const said = "a dog and a castle far away";
    const [dog, castle] = [one(said, "dog"), one(said, "castle")];
    expect(area(castle)).toBeLessThan(area(dog));
    expect(bottom(castle)).toBeLessThan(bottom(dog) - SIZE * 0.03);
    expect(order(said, castle)).toBeLessThan(order(said, dog));
    const horse = composeScene("a horse far away");
    const farHorse = horse.layers.find((item) => item.label === "horse")!;
    expect(bottom(farHorse)).toBeGreaterThan(horse.background.horizon);
    const alone = one("a castle far away", "castle");
    expect(area(alone)).toBeLessThan(area(one("a castle", "castle")) * 0.5);
  });
});

describe("size words and real-world size", () => {
  it("tiny < small < normal < big < huge, each still in the picture", () => {
    const sizes = ["a tiny dog", "a small dog", "a dog", "a big dog", "a huge dog"].map((said) =>
      one(said, "dog"),
    );
    for (let index = 1; index < sizes.length; index += 1) {
      expect(area(sizes[index]!)).toBeGreaterThan(area(sizes[index - 1]!));
    }
    for (const dog of sizes) expect(inFrame(dog)).toBe(true);
    expect(sizes[0]!.box.width).toBeGreaterThan(SIZE * 0.05);
  });

  it("a tiny snail is far smaller than a huge gorilla", () => {
    expect(area(one("a tiny snail", "snail"))).toBeLessThan(
      area(one("a huge gorilla", "gorilla")) * 0.25,
    );
    expect(one("a giant gorilla", "gorilla").box.height).toBeLessThanOrEqual(SIZE);
  });

  it("mouse < cat < horse < house in one picture", () => {
    const said = "a mouse, a cat, a horse and a house";
    const [mouse, cat, horse, house] = ["mouse", "cat", "horse", "house"].map((word) =>
      one(said, word),
    );
    expect(area(mouse!)).toBeLessThan(area(cat!));
    expect(area(cat!)).toBeLessThan(area(horse!));
    expect(area(horse!)).toBeLessThan(area(house!));
    expect(mouse!.box.width).toBeGreaterThan(SIZE * 0.03);
  });

  it("a tree is about as big as a house: a small house beside a big tree is smaller", () => {
    const said = "a small house and a big tree";
    expect(area(one(said, "house")) * 1.3).toBeLessThan(area(one(said, "tree")));
  });

  it("a house said after a mouse is still bigger than the mouse", () => {
    const said = "a mouse and a house";
    expect(area(one(said, "mouse")) * 3).toBeLessThan(area(one(said, "house")));
  });

  it("stars are small and in the sky, smaller than a tent, even giant ones", () => {
    for (const said of ["a tent under the stars", "giant stars and a tiny tent"]) {
      const tent = one(said, "tent");
      const stars = drawn(said, "star");
      expect(stars.length, said).toBeGreaterThan(0);
      for (const star of stars) {
        expect(area(star), said).toBeLessThan(area(tent));
        expect(bottom(star), said).toBeLessThan(tent.box.y + tent.box.height * 0.5);
      }
    }
  });
});
