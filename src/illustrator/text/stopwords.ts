/** Words that carry no picture: never looked up as artwork. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a an the and or but with without of on in at to into onto inside under over near by for from " +
    "up down out off around across through above below behind beside next between is are was were " +
    "be been am it its this that these those there here my our your his her their me i we you he " +
    "she they them us him mine some very really so too just also then than as like likes love loves " +
    "want wants see sees look looking can could would will please draw drawing make picture photo " +
    "image show me have has had do does did go goes going get got who what where when why how all " +
    "any each every no not yes oh wow hi hello yay lets let im its okay ok more most other another " +
    "thing things stuff one kind sort lot bit way time day " +
    // Where something swims, which its own kind already tells (a whale's sea, a duck's pond); on
    // its own it found a water-polo player.
    "water"
  ).split(" "),
);
