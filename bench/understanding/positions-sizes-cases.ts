/**
 * Positions and sizes (issue 33), written before the code that draws them: each word of place
 * (left of, right of, above, below, between, inside, under, on top of, in front of, behind, next
 * to, around, far away) and of size (tiny, small, big, huge, giant), and real-world size between
 * the things of one picture, checked on the drawn boxes (grammar in cases.ts and check-case.ts).
 */
import type { CaseList } from "./cases";

export const POSITION_SIZE_CASES: Pick<CaseList, "relations"> & {
  sizes: readonly (readonly [string, string])[];
} = {
  relations: [
    ["a cat to the left of a dog", "cat; dog; cat left dog"],
    ["a dog to the right of a tree", "dog; tree; dog right tree"],
    ["a duck on the left and a frog on the right", "duck left frog; !right; !hand"],
    ["a ball on the right of the box", "ball; box; ball right box"],
    ["a car left of a bus", "car; bus; car left bus"],
    ["a dog on the right", "dog; dog rightside; !right; !hand"],
    ["a bird above a boat", "bird; boat; bird above boat; bird smaller boat"],
    ["a balloon above the house", "balloon; house; balloon above house"],
    ["a fish below a boat", "fish; boat; fish below boat"],
    ["a ball underneath the chair", "ball; chair; ball under chair"],
    ["a cat beneath a tree", "cat; tree; cat under tree"],
    ["a cat between two dogs", "cat; dog=2; cat between dog"],
    ["a bunny between two trees", "bunny/rabbit; tree=2; bunny/rabbit between tree"],
    ["a flower between a cat and a dog", "flower; cat; dog; flower between cat/dog"],
    ["a rabbit inside a hat", "rabbit; hat; rabbit peeking hat"],
    ["a chick inside an egg", "chick; +hatching-chick"],
    ["a puppy inside a basket", "puppy/dog; basket; puppy/dog in basket"],
    ["a cat in a box", "cat; box; cat in box; cat peeking box"],
    ["a bird on top of a house", "bird; house; bird on house"],
    ["a frog on top of a rock", "frog; rock; frog on rock"],
    ["a dog in front of a car", "dog; car; dog front car"],
    ["a bear in front of a cave", "bear; cave; bear front cave"],
    ["a pig behind a fence", "pig; fence; pig behind fence"],
    ["a cat behind a car", "cat; car; cat behind car"],
    ["a horse next to a barn", "horse; barn; horse near barn"],
    ["a duck next to a frog", "duck; frog; duck near frog"],
    ["ducks around a tree", "duck>=3; tree; duck around tree"],
    ["stars around the moon", "star>=3; moon; star around moon"],
    ["four bunnies around a carrot", "bunny/rabbit=4; carrot; bunny/rabbit around carrot"],
    ["a dog and a castle far away", "dog; castle; castle farther dog"],
    ["a horse and a mountain far away", "horse; mountain; mountain farther horse"],
    ["a tree far away", "tree; tree far"],
  ],
  sizes: [
    ["a tiny snail", "snail; snail small"],
    ["a huge gorilla", "gorilla; gorilla large"],
    ["a giant ladybug", "ladybug; ladybug large"],
    ["a tiny elephant", "elephant; elephant small"],
    ["a mouse and a cat", "mouse; cat; mouse smaller cat"],
    ["a cat and a horse", "cat; horse; cat smaller horse"],
    ["a horse and a house", "horse; house; horse smaller house"],
    [
      "a mouse, a cat, a horse and a house",
      "mouse smaller cat; cat smaller horse; horse smaller house",
    ],
    ["a tent under the stars", "tent; star; star high; star smaller tent"],
    ["giant stars and a tiny tent", "tent; star; star high; star smaller tent"],
    ["a big cat and a small dog", "cat; dog; dog smaller cat"],
    ["a bee and a bear", "bee; bear; bee smaller bear"],
    ["an elephant and a mouse", "elephant; mouse; mouse smaller elephant"],
    ["a butterfly and a horse", "butterfly; horse; butterfly smaller horse"],
    ["a rocket and a cat", "rocket; cat; cat smaller rocket"],
    ["a tiny mouse and a giant elephant", "mouse; elephant; mouse smaller elephant"],
    ["a huge cat next to a tiny dog", "cat; dog; dog smaller cat; cat near dog"],
    ["a whale and a fish", "whale; fish; fish smaller whale"],
    ["a tiny snail and a huge gorilla", "snail small; gorilla large; snail smaller gorilla"],
    ["a bird above a house", "bird; house; bird above house; bird smaller house"],
    ["a small house and a big tree", "house; tree; house smaller tree"],
  ],
};
