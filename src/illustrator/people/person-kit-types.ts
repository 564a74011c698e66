/**
 * The character kit's contract: who a person is (their look, the same on every page of a story)
 * and what they are doing (their pose). `drawPerson` turns both into a drawing in the artwork's
 * 32×32 square with the points the layout needs: where the face, the hands, the lap and the head
 * top are.
 */

/** Real proportions: a grown-up stands the full square; the layout sizes ages against each other. */
export type PersonAge = "baby" | "toddler" | "child" | "adult" | "elder";

/** Drives the defaults of hair and clothes only; words ("with long hair") can say otherwise. */
export type PersonBuild = "girl" | "boy" | "neutral";

export type HairStyle = "short" | "long" | "curly" | "pigtails" | "bun" | "ponytail" | "bald";

/** What a person wears: everyday clothes, or a role children name, or what an action needs. */
export type Outfit =
  | "casual"
  | "dress"
  | "pirate"
  | "firefighter"
  | "doctor"
  | "nurse"
  | "astronaut"
  | "princess"
  | "prince"
  | "king"
  | "queen"
  | "chef"
  | "farmer"
  | "police"
  | "builder"
  | "ballerina"
  | "superhero"
  | "mail-carrier"
  | "teacher"
  | "swimsuit"
  | "pyjamas"
  | "wizard"
  | "witch"
  | "fairy"
  | "elf"
  | "santa"
  | "knight"
  | "mermaid";

export type Pose =
  /** Standing, arms at the sides. */
  | "stand"
  | "walk"
  | "run"
  /** Both feet off the ground, arms up. */
  | "jump"
  /** One arm up, waving. */
  | "wave"
  /** Both arms up (cheering, reaching up, dancing). */
  | "arms-up"
  /** Sitting on something (a chair, a bench, a lap): the bottom at the seat point, legs forward. */
  | "sit"
  /** Astride an animal, a bike or a broom: legs down either side, hands forward on the reins. */
  | "ride"
  /** Something small held out in the front hand (a balloon string, a flower, an ice cream). */
  | "hold"
  /** Something big held in both arms against the chest (a baby, a puppy, a big fish). */
  | "carry"
  /** The front arm held out low to the side, to take another person's hand. */
  | "hand-out"
  /** Both arms forward around someone. */
  | "hug"
  /** One leg forward, kicking. */
  | "kick"
  /** One arm back over the head, throwing. */
  | "throw"
  /** Arms and one knee up, climbing a trunk or a ladder. */
  | "climb"
  /** Only the head, shoulders and arms: swimming, the waterline below the chin. */
  | "swim"
  /** Lying down flat, asleep (the square's bottom half): in a bed, on the grass. */
  | "lie"
  /** Hand to the mouth, eating or drinking. */
  | "eat"
  /** A book in both hands in front of the chest. */
  | "read"
  /** Sitting with the legs out of sight: in a pram, a car, a boat, a bath (shown from the chest up). */
  | "sit-in"
  /** A baby crawling on hands and knees. */
  | "crawl"
  /** Leaning forward behind a pram, a wheelbarrow or a swing, both hands forward on its handle. */
  | "push"
  /** Seen from the front, astride someone's shoulders: thighs out, lower legs hanging down. */
  | "astride"
  /** Asleep sitting up (in a chair, on a bench): the sitting pose, eyes closed, head to one side. */
  | "doze"
  /** Flying like a superhero: flat out, arms forward past the head, legs trailing. */
  | "fly"
  /** Floating weightless in space: arms and legs out, tilted. */
  | "float"
  /** Something held under the front arm against the side (a chicken, a ball). */
  | "tuck"
  /** Watering: a watering can held out low in front in the front hand, leaning a little. */
  | "water"
  /** Digging or planting: bent over, knees bent, both hands low on a spade's handle. */
  | "dig"
  /** Writing or drawing: the paper held low in the back hand, a pencil in the front hand on it. */
  | "write"
  /** Stirring: both hands forward and low, a spoon into the pot in front. */
  | "stir"
  /** Spraying a hose: side on, both hands forward at the chest on the nozzle. */
  | "spray"
  /** Asleep in a bed or a cot: lying down, a blanket over them up to the shoulders. */
  | "tucked-in"
  /** Astride a broom the kit draws lying flat under them, both hands on its handle (a witch). */
  | "broom";

export interface PersonLook {
  age: PersonAge;
  build: PersonBuild;
  /** 0 lightest … 5 darkest. */
  skin: 0 | 1 | 2 | 3 | 4 | 5;
  hairStyle: HairStyle;
  /** A CSS colour ("#7a4a23"). */
  hairColor: string;
  outfit: Outfit;
  /** Main clothes colour for everyday clothes ("#3b82f6"); roles have their own colours. */
  clothesColor: string;
  glasses: boolean;
  /** An older grown-up's walking stick. */
  walkingStick: boolean;
  /** A beard (with its moustache) or a moustache alone, in the hair's colour. */
  facialHair: FacialHair;
  freckles: boolean;
}

export type FacialHair = "none" | "beard" | "moustache";

/** A point in the drawing's square, as fractions (0..1 across and down) of the square's side. */
export type KitPoint = readonly [x: number, y: number];

export interface PersonAnchors {
  /**
   * The hand towards the front: people face left (like the Fluent animals; a rider faces the way
   * the horse faces), so it is on the left side of the square unless the drawing is mirrored.
   */
  frontHand: KitPoint;
  backHand: KitPoint;
  /** Top of the head (a hat or crown sits here). */
  headTop: KitPoint;
  /** Where the person sits on a seat or a mount: the bottom, between the legs when riding. */
  seat: KitPoint;
  /** The top of the front thigh, where a child sits on a sitter's lap (the seat when standing). */
  lap: KitPoint;
  /**
   * Where a child riding on the shoulders sits: seen from the front their hips are level with the
   * top of the head (the head between their thighs), their legs hanging either side of the face.
   */
  shoulders: KitPoint;
  /** Middle of the chest (what is carried or hugged goes here). */
  chest: KitPoint;
  /** Between the feet, on the ground (or the lowest point of a sitter's legs). */
  feet: KitPoint;
  /** The mouth (what is eaten goes here). */
  mouth: KitPoint;
}

export interface PersonDrawing {
  /** A whole `<svg>` document with viewBox "0 0 32 32"; gradient ids are unique to this look and pose. */
  svg: string;
  /**
   * Only the arms, in the same square: drawn again over what is hugged or carried against the
   * chest, so the arms go round it rather than behind it.
   */
  armsSvg: string;
  /** Where the drawing sits inside its square (left, top, right, bottom fractions). */
  bounds: readonly [left: number, top: number, right: number, bottom: number];
  /** The face: centre x, centre y, radius, as fractions of the square (what face swap covers). */
  face: readonly [x: number, y: number, radius: number];
  /**
   * How much smaller than the standing figure this drawing is (1 = standing size): a pose that
   * reaches higher or wider than the square (arms up, lying down, a tall hat) is shrunk to fit,
   * so the layout divides by it to keep one person the same size from pose to pose.
   */
  scale?: number;
  anchors: PersonAnchors;
}
