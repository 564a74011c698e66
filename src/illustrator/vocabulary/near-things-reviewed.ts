/**
 * Everyday things named in words no drawing is called, each looked at by a person: drawn as the
 * artwork that IS the thing under another name (a TV is the television), or as a near thing of the
 * same kind until it has a drawing of its own (a plum as cherries): never a different thing, never
 * the mascot.
 *
 * Checked before the WordNet table (near-things.json) and after the product's own nouns, so a
 * noun given its own drawing in `NOUNS` takes over from its stand-in here.
 */
export interface ReviewedNearThing {
  /** Drawn by this product noun or artwork name, labelled as the child said it. */
  drawnAs: string;
}

const as = (drawnAs: string): ReviewedNearThing => ({ drawnAs });

export const REVIEWED_NEAR_THINGS: Readonly<Record<string, ReviewedNearThing>> = {
  // The same thing, called otherwise than its artwork.
  bowl: as("bowl with spoon"),
  "toilet bowl": as("toilet"),
  fishbowl: as("fish"),
  tv: as("television"),
  telly: as("television"),
  "tv set": as("television"),
  frisbee: as("flying disc"),
  couch: as("couch and lamp"),
  sofa: as("couch and lamp"),
  settee: as("couch and lamp"),
  "cell phone": as("mobile phone"),
  cellphone: as("mobile phone"),
  smartphone: as("mobile phone"),
  "traffic light": as("vertical traffic light"),
  stoplight: as("vertical traffic light"),
  "ball of wool": as("yarn"),
  "ball of yarn": as("yarn"),
  "walking stick": as("white cane"),
  cane: as("white cane"),
  "sports ball": as("soccer ball"),
  // Dressing-up clothes: "fancy dress" is a costume.
  costume: as("dress"),
  "fancy dress": as("dress"),
  // A seat is what one sits on, a chair; the 💺 artwork is a seat in an aeroplane.
  seat: as("chair"),
  // The kitchen knife is never drawn for a child; the knife of a knife and fork is.
  knife: as("fork and knife"),
  "table knife": as("fork and knife"),
  "baseball bat": as("cricket game"),
  "cricket bat": as("cricket game"),
  // No plum is drawn; cherries are its kind, small purple-red stone fruit.
  plum: as("cherries"),
  // A washbasin is a sink, drawn by our own.
  washbasin: as("sink"),
  // Kitchen and home things drawn by the artwork that is them under another name.
  teaspoon: as("spoon"),
  padlock: as("locked"),
  houseplant: as("potted plant"),
  playhouse: as("house"),
  "tea pot": as("teapot"),
  // A frame said alone is a picture frame, never a climbing frame; a case a suitcase.
  frame: as("framed picture"),
  "picture frame": as("framed picture"),
  case: as("luggage"),
  // Clothes and bags drawn by the artwork that is them or their kind.
  "wellington boots": as("hiking boot"),
  trousers: as("jeans"),
  swimsuit: as("one-piece swimsuit"),
  "swimming costume": as("one-piece swimsuit"),
  "bathing suit": as("one-piece swimsuit"),
  bonnet: as("woman’s hat"),
  "sun hat": as("woman’s hat"),
  "shopping bag": as("shopping bags"),
  "carrier bag": as("shopping bags"),
  // Gadgets.
  earphones: as("headphone"),
  cd: as("optical disk"),
  // Food.
  crepe: as("pancakes"),
  // Outside.
  seashell: as("spiral shell"),
  "fishing rod": as("fishing pole"),
  // 🏑 is a hockey stick and ball: a hockey stick is no stick from a tree.
  "hockey stick": as("field hockey"),
  "double decker": as("bus"),
  tandem: as("bicycle"),
  aircraft: as("airplane"),
  "milky way": as("milky way"),
  // Animals and plants drawn as their kind.
  dalmatian: as("dog"),
  cattle: as("cow"),
  fawn: as("deer"),
  heron: as("bird"),
  wren: as("bird"),
  pufferfish: as("blowfish"),
  swordfish: as("fish"),
  seedling: as("seedling"),
  ox: as("ox"),
};
