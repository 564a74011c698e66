/**
 * Hand-reviewed word → drawn thing pairs for the meaning judge (drawn-meaning.ts), where WordNet
 * alone would judge wrongly. Keys are the child's word; values are names of what the drawing is
 * (an artwork's CLDR name or one of its readings, a kit person's age or role, a place's name),
 * never artwork ids or the illustrator's own tables. Every entry is one a reviewer would defend to
 * a parent looking at the picture; add one only with that picture in mind.
 */

/**
 * The drawn thing is the very thing the child names, though WordNet files the word elsewhere:
 * child words whose first WordNet sense is something else ("bunny" is first a nightclub
 * waitress, "kitty" a pot of stakes), relations drawn as the person they are (a mummy is drawn as
 * a woman), and emoji that are the everyday picture of the thing (🗑 is "a bin", 🍊 "an orange").
 */
export const SAME_THINGS: Readonly<Record<string, readonly string[]>> = {
  // Child words for animals.
  bunny: ["rabbit"],
  "bunny rabbit": ["rabbit"],
  kitty: ["cat"],
  pussycat: ["cat"],
  doggy: ["dog"],
  horsey: ["horse"],
  ducky: ["duck"],
  // A child's bug is any small creepy-crawly; every flower emoji is a flower; a football is the
  // round ball (WordNet's is American).
  bug: ["lady beetle", "beetle", "ant", "caterpillar"],
  flower: ["tulip", "rose", "sunflower", "hibiscus", "blossom", "cherry blossom", "lotus"],
  football: ["soccer ball"],
  // A sailboat is the boat of picture books (WordNet files it under "sailing vessel", not "boat").
  boat: ["sailboat"],
  // The steam locomotive is the child's train.
  train: ["locomotive"],
  "steam train": ["locomotive"],
  // 🗑 "wastebasket" is the bin everyone draws.
  bin: ["wastebasket"],
  "rubbish bin": ["wastebasket"],
  "trash can": ["wastebasket"],
  "garbage can": ["wastebasket"],
  // 🍊 "tangerine" is the orange emoji; satsumas and clementines are small oranges.
  orange: ["tangerine"],
  satsuma: ["tangerine"],
  clementine: ["tangerine"],
  // WordNet's first "chocolate" is the drink.
  chocolate: ["chocolate bar"],
  // 🚉 "station" is a railway station.
  "train station": ["station"],
  // WordNet's "lorry" is a kind of truck; a British child's lorry is any truck.
  lorry: ["delivery truck", "articulated lorry", "truck"],
  // ✉ is how a letter is drawn; 📦 is a cardboard box; 🖼 a picture in its frame.
  letter: ["envelope"],
  "cardboard box": ["package"],
  "picture frame": ["framed picture"],
  // 🧻 is a toilet roll.
  "toilet paper": ["roll of paper"],
  "toilet roll": ["roll of paper"],
  "loo roll": ["roll of paper"],
  // 🍦 is everyone's ice cream; 🥣 a bowl of porridge or cereal (its CLDR keywords); 🍲 a stew.
  "ice cream": ["soft ice cream"],
  "ice cream cone": ["soft ice cream"],
  porridge: ["bowl with spoon"],
  oatmeal: ["bowl with spoon"],
  cereal: ["bowl with spoon"],
  stew: ["pot of food"],
  "drinking straw": ["straw"],
  // The same thing in British and American English.
  sandbox: ["sandpit"],
  // 🧊 is an ice cube; 🪵 a log; ⛽ a petrol pump.
  "ice cube": ["ice"],
  log: ["wood"],
  "petrol pump": ["fuel pump"],
  "gas pump": ["fuel pump"],
  // Relations: a mummy is drawn as a woman, a grandad as an old man.
  mummy: ["woman"],
  mum: ["woman"],
  mom: ["woman"],
  mommy: ["woman"],
  mother: ["woman"],
  daddy: ["man"],
  dad: ["man"],
  father: ["man"],
  aunt: ["woman"],
  auntie: ["woman"],
  uncle: ["man"],
  grandma: ["old woman"],
  granny: ["old woman"],
  nana: ["old woman"],
  grandmother: ["old woman"],
  grandpa: ["old man"],
  grandad: ["old man"],
  grandfather: ["old man"],
  grandparent: ["old woman", "old man", "old person"],
  brother: ["boy"],
  sister: ["girl"],
  "baby brother": ["baby"],
  "baby sister": ["baby"],
  // Places: the home place is a living room (a sofa, a lamp, a window, a picture).
  "living room": ["home"],
  "sitting room": ["home"],
  lounge: ["home"],
  house: ["home"],
  seaside: ["beach"],
  ocean: ["sea"],
  town: ["city"],
  field: ["meadow"],
  farmyard: ["farm"],
  rainforest: ["jungle"],
  // 🎪 is the circus.
  circus: ["circus tent"],
  grass: ["meadow"],
  backyard: ["garden"],
  yard: ["garden"],
};

/**
 * The drawn thing is a near thing a reviewer accepts for the word: the young drawn as the grown
 * animal, a room of a home as the home, a duvet as a blanket. (WordNet adds its own near things:
 * what the word's most common sense is a kind of, one or two steps up.)
 */
export const NEAR_THINGS: Readonly<Record<string, readonly string[]>> = {
  // Young animals drawn grown.
  kitten: ["cat"],
  calf: ["cow"],
  foal: ["horse", "pony"],
  piglet: ["pig"],
  lamb: ["sheep", "ewe", "ram"],
  gosling: ["goose"],
  cygnet: ["swan"],
  "puppy dog": ["dog"],
  "lion cub": ["lion"],
  "bear cub": ["bear"],
  "tiger cub": ["tiger"],
  fawn: ["deer"],
  joey: ["kangaroo"],
  tadpole: ["frog"],
  "baby bird": ["bird", "chick"],
  // Close kin a child would accept.
  alligator: ["crocodile"],
  "toy dinosaur": ["tyrannosaurus", "sauropod"],
  "rocking horse": ["horse"],
  "rubber duck": ["duck"],
  tricycle: ["bicycle"],
  trike: ["bicycle"],
  "balance bike": ["bicycle"],
  gerbil: ["mouse", "hamster"],
  bull: ["ox", "cow"],
  duckling: ["duck", "baby chick", "chick"],
  "sausage dog": ["dog"],
  mittens: ["gloves"],
  // Bedding: a blanket.
  duvet: ["blanket"],
  quilt: ["blanket"],
  eiderdown: ["blanket"],
  comforter: ["blanket"],
  // A clock for an alarm clock is fine; a wristwatch is not.
  "alarm clock": ["clock", "mantelpiece clock"],
  // Jigsaws: 🧩 "puzzle piece".
  puzzle: ["puzzle piece"],
  jigsaw: ["puzzle piece"],
  "jigsaw puzzle": ["puzzle piece"],
  // Toys and play things drawn as what they stand for.
  sandcastle: ["castle"],
  "merry-go-round": ["carousel horse"],
  roundabout: ["carousel horse"],
  rattle: ["maracas"],
  "wendy house": ["house"],
  playhouse: ["house"],
  // 🪢 is a knotted rope.
  rope: ["knot"],
  "skipping rope": ["knot"],
  "jump rope": ["knot"],
  // Home things.
  cot: ["bed"],
  crib: ["bed"],
  desk: ["table"],
  box: ["package"],
  frame: ["framed picture"],
  "plant pot": ["potted plant"],
  flowerpot: ["potted plant"],
  "night light": ["light bulb"],
  "tumble dryer": ["washing machine"],
  dryer: ["washing machine"],
  "shower head": ["shower"],
  "potty seat": ["toilet"],
  potty: ["toilet"],
  photo: ["framed picture"],
  photograph: ["framed picture"],
  "kitchen roll": ["roll of paper"],
  "paper towel": ["roll of paper"],
  shampoo: ["lotion bottle"],
  sunscreen: ["lotion bottle"],
  "sun cream": ["lotion bottle"],
  lotion: ["lotion bottle"],
  skewer: ["oden"],
  // Outside.
  "road sign": ["stop sign"],
  "street sign": ["stop sign"],
  sign: ["stop sign"],
  crane: ["building construction"],
  "building site": ["excavator", "building construction", "construction"],
  "north pole": ["snow"],
  blizzard: ["snow"],
  seashell: ["spiral shell"],
  shell: ["spiral shell"],
  surfboard: ["person surfing"],
  oar: ["person rowing boat"],
  // A rowing boat drawn as the canoe: the small open boat one sits in and paddles.
  "rowing boat": ["canoe"],
  rowboat: ["canoe"],
  recorder: ["flute"],
  // Food near things.
  pumpkin: ["jack-o-lantern"],
  kale: ["leafy green"],
  lettuce: ["leafy green"],
  cabbage: ["leafy green"],
  nuts: ["peanuts"],
  "easter egg": ["egg"],
  gingerbread: ["cookie"],
  tea: ["teacup"],
  juice: ["cup with straw"],
  "apple juice": ["cup with straw"],
  "orange juice": ["cup with straw"],
  lemonade: ["cup with straw"],
  "fizzy drink": ["cup with straw"],
  soda: ["cup with straw"],
  milkshake: ["cup with straw"],
  smoothie: ["cup with straw"],
  raisin: ["grapes"],
  raisins: ["grapes"],
  sultana: ["grapes"],
  "green beans": ["beans"],
  "chocolate cake": ["birthday cake"],
  pudding: ["custard"],
  jelly: ["custard"],
  jello: ["custard"],
  trifle: ["custard"],
  // A stove or cooker drawn as an oven.
  stove: ["oven"],
  cooker: ["oven"],
  // 💺 "seat" is an aeroplane seat: near for a chair only (see NEVER_NEAR).
  chair: ["seat"],
  "high chair": ["chair"],
  // Other bins drawn as 🗑.
  "wheelie bin": ["wastebasket"],
  dustbin: ["wastebasket"],
  "litter bin": ["wastebasket"],
  "recycling bin": ["wastebasket"],
  // Clothes and jewellery.
  necklace: ["prayer beads"],
  blouse: ["woman’s clothes"],
  top: ["woman’s clothes", "t-shirt"],
  // People who look after children, drawn as a grown-up.
  babysitter: ["woman", "man", "adult"],
  nanny: ["woman", "adult"],
  childminder: ["woman", "man", "adult"],
  // Rooms of a home drawn as the home (its living room).
  kitchen: ["home"],
  bedroom: ["home"],
  playroom: ["home"],
  nursery: ["home"],
  "dining room": ["home"],
  hall: ["home"],
  hallway: ["home"],
  bathroom: ["toilet", "bathtub", "shower"],
  // Streets drawn as the town.
  street: ["city"],
  road: ["city"],
  pavement: ["city"],
  sidewalk: ["city"],
  playground: ["park"],
};

/**
 * Drawn names never taken as a near thing by WordNet's kinds alone, with why: the reviewer has
 * seen the drawing and it is not what its name's senses say.
 */
export const NEVER_NEAR: Readonly<Record<string, string>> = {
  seat: "💺 is an aeroplane seat: no couch, bench, stool or sofa (a chair is reviewed near)",
  herb: "🌿 is a sprig of green leaves: WordNet's herb is any herbaceous plant, a buttercup too",
};

/**
 * Word → drawn names WordNet calls near through another sense of the drawn name, which the
 * drawing is not: 🏦 is the bank building, not a piggy bank's "bank"; 👗 a dress, not "dress" as
 * in costume; 🔗 a chain link, not a radio link.
 */
export const NOT_NEAR: Readonly<Record<string, readonly string[]>> = {
  "piggy bank": ["bank"],
  "money box": ["bank"],
  mask: ["dress"],
  costume: ["dress"],
  "fancy dress": ["dress"],
  "walkie-talkie": ["link"],
  petal: ["leaf", "green leaf"],
  "number plate": ["plate"],
};

/**
 * The everyday names of kinds (Rosch's basic level): drawn as one of these, a word whose most
 * common sense is of that kind, however far up WordNet files it, is near (a seagull drawn as a
 * bird, a python as a snake, a limousine as a car), never itself.
 */
export const BASIC_KINDS: ReadonlySet<string> = new Set([
  "bird",
  "fish",
  "snake",
  "lizard",
  "frog",
  "turtle",
  "spider",
  "butterfly",
  "bug",
  "dog",
  "horse",
  "cow",
  "pig",
  "sheep",
  "bear",
  "whale",
  "shark",
  "deer",
  "monkey",
  "flower",
  "tree",
  "mushroom",
  "car",
  "automobile",
  "truck",
  "bus",
  "boat",
  "ship",
  "train",
  "airplane",
  "bicycle",
  "shoe",
  "hat",
  "coat",
  "shirt",
  "bag",
  "ball",
  "doll",
  "house",
  "building",
  "bread",
  "cake",
  "cookie",
  "candy",
  "cheese",
  "cup",
  "bottle",
  "box",
  "chair",
  "table",
  "bed",
  "lamp",
  "clock",
  "book",
  "toy",
]);

/**
 * Words WordNet does not know that are no kind of their last words, so are not near a drawing of
 * them: a rubber ring is no ring, a bird table no table, gummy bears no bears.
 */
export const NOT_ITS_LAST_WORDS: ReadonlySet<string> = new Set([
  "rubber ring",
  "number plate",
  "bug hotel",
  "hedgehog house",
  "bird table",
  "gummy bears",
  "chocolate coin",
  "swing seat",
  "hen house",
  "bouncy castle",
]);
