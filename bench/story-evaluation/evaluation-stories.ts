import { NAMED_HERO_STORIES } from "./named-hero-stories";
import { WORLD_STORIES } from "./world-stories";

/**
 * The stories the story pages are judged by: told the way a child tells them, one page per
 * sentence (every sentence has at least four words, so none joins a neighbour).
 *
 * `cast`: the characters the cast must be made of, the hero first; "?bird" may be in it or not.
 * Each page lists what must be on it and, with "!", what must not (see judge-story-page.ts):
 * a thing's word ("duck", "teddy bear"), `place:sea|ocean`, `time:night`, `weather:rain`.
 */
export interface EvaluationStory {
  title: string;
  /**
   * What the story is about, for figures per kind. The stories with a kind were written for
   * "stories that keep their world": their pages are also judged on faces (none under water
   * or off the frame), and `hero:Ella=girl`, `boat=blue`, `between:boat/swan/Ella`,
   * `afloat:boat`, `above:bear/cave`, `several:leaf` (three or more) and `stranger` (a person not of the cast) can be asked.
   */
  kind?: StoryKind;
  cast: readonly string[];
  pages: ReadonlyArray<readonly [sentence: string, expectations: string]>;
}

export type StoryKind = "families" | "animals" | "outings" | "bedtime" | "birthdays" | "seasons";

export const EVALUATION_STORIES: readonly EvaluationStory[] = [
  {
    title: "The Unicorn's Sore Leg",
    cast: ["unicorn", "duck"],
    pages: [
      ["The unicorn had a sore leg.", "unicorn !leg !duck"],
      ["She could not run in the meadow.", "unicorn place:meadow !leg !duck"],
      ["A kind duck came to help her.", "unicorn duck !leg !crutch"],
      ["The duck and the unicorn played together.", "unicorn duck !hand"],
      ["Then the unicorn flew back home.", "unicorn place:home !hand !back"],
    ],
  },
  {
    title: "The Red Rocket",
    cast: ["rocket", "bird"],
    pages: [
      ["The red rocket was ready to fly.", "rocket !bird"],
      ["It zoomed up into outer space.", "rocket place:space !bird"],
      ["A little bird waved at the rocket.", "rocket bird !hand"],
      ["The rocket landed on the moon.", "rocket place:moon"],
      ["Then the rocket flew back home again.", "rocket !hand !back"],
    ],
  },
  {
    title: "The Squirrel's Tree",
    cast: ["squirrel"],
    pages: [
      ["A squirrel lived in an old oak tree.", "squirrel tree !old_woman !old_man"],
      ["Every day she sat on top of the tree.", "squirrel tree !top"],
      ["One night the wind blew very hard.", "squirrel time:night weather:wind !sun"],
      ["The squirrel slept in the moonlight.", "squirrel time:night !sun"],
    ],
  },
  {
    title: "Three Little Ducks",
    cast: ["duck"],
    pages: [
      ["Three little ducks went to the pond.", "duck place:pond"],
      ["They swam all day in the sunshine.", "duck sun !time:night"],
      ["At night they sat under the moon.", "duck moon time:night !place:moon !sun"],
      ["The ducks fell asleep all together.", "duck"],
    ],
  },
  {
    title: "Lily's Yellow Hat",
    cast: ["girl", "mommy"],
    pages: [
      ["Lily was a little girl with a yellow hat.", "girl hat !mommy"],
      ["She went to the beach with her mommy.", "girl mommy place:beach"],
      ["The wind blew her hat into the sea.", "girl weather:wind !place:ocean"],
      ["Mommy found the hat on the sand.", "mommy hat place:beach"],
      ["Lily put the hat back on her head.", "girl hat !back !head"],
    ],
  },
  {
    title: "The Fire Truck",
    cast: ["fire truck", "cat"],
    pages: [
      ["The red fire truck drove down the street.", "fire_truck place:city !cat"],
      ["A cat was stuck on top of a tall tree.", "cat tree !top"],
      ["The fire truck raised its ladder up high.", "fire_truck ladder"],
      ["The cat climbed down the ladder to safety.", "cat ladder"],
      ["Everyone cheered for the brave fire truck.", "fire_truck"],
    ],
  },
  {
    title: "The Rainy Walk",
    cast: ["boy", "dog"],
    pages: [
      ["A boy named Sam and his dog went for a walk.", "boy dog"],
      ["Suddenly it started to rain very hard.", "boy dog weather:rain !sun"],
      ["They jumped in the puddles with big boots.", "boy dog"],
      ["Then the sun came out and they saw a rainbow.", "boy dog sun rainbow !saw"],
    ],
  },
  {
    title: "The Little Orange Fish",
    cast: ["fish", "octopus"],
    pages: [
      ["A little orange fish lived under the sea.", "fish place:ocean !octopus"],
      ["She swam past the coral and the seaweed.", "fish coral place:ocean !octopus"],
      ["One day she met a friendly octopus.", "fish octopus place:ocean"],
      ["The octopus gave her a pretty shell.", "octopus shell place:ocean"],
      ["They played hide and seek all day.", "fish octopus place:ocean"],
    ],
  },
  {
    title: "The Astronaut",
    cast: ["astronaut", "alien", "?rocket"],
    pages: [
      ["An astronaut flew a rocket to outer space.", "astronaut rocket place:space !alien"],
      ["She saw the stars and the planets.", "astronaut star place:space !saw !alien"],
      ["On the moon she met a green alien.", "astronaut alien place:moon"],
      ["The alien waved his hand and said hello.", "alien !hand"],
      ["They had a picnic on the moon together.", "astronaut alien place:moon"],
    ],
  },
  {
    title: "The Little Blue Train",
    cast: ["train", "cow", "?child"],
    pages: [
      ["The little blue train went up the hill.", "train !cow"],
      ["It carried lots of toys for the children.", "train !cow"],
      ["The train went through a dark tunnel.", "train !cow"],
      ["On the farm a cow said moo to the train.", "train cow place:farm"],
      ["The train arrived in the town and everyone was happy.", "train place:city"],
    ],
  },
  {
    title: "Bobo the Teddy Bear",
    cast: ["teddy bear", "kitten"],
    pages: [
      ["My teddy bear was called Bobo.", "teddy_bear !kitten"],
      ["At night Bobo came alive and walked around.", "teddy_bear time:night !sun !kitten"],
      ["He climbed up to the top of the toy box.", "teddy_bear !top !kitten"],
      ["Then he found a sleepy kitten under the bed.", "teddy_bear kitten bed"],
      ["They cuddled and fell asleep until morning.", "teddy_bear kitten"],
    ],
  },
  {
    title: "The Brave Prince",
    cast: ["prince", "dragon", "?horse"],
    pages: [
      ["A brave prince rode his horse to the castle.", "prince horse place:castle !dragon"],
      ["The castle was on top of a big hill.", "place:castle !top !dragon"],
      ["Inside lived a sad green dragon.", "dragon"],
      ["The prince gave the dragon a big hug.", "prince dragon"],
      ["Now they are best friends.", "prince dragon"],
    ],
  },
  {
    title: "The Penguin Who Wanted to Fly",
    cast: ["penguin"],
    pages: [
      ["A penguin lived in the snow.", "penguin place:snow"],
      ["He wanted to fly like a bird.", "penguin !hand"],
      ["He flapped his wings again and again.", "penguin !wing"],
      ["It started to snow and he slid down the hill.", "penguin weather:snow"],
      ["Sliding was even better than flying!", "penguin"],
    ],
  },
  {
    title: "Grandma's Garden",
    cast: ["me", "grandma", "?bee", "?butterfly"],
    pages: [
      ["I went to my grandma's garden.", "me grandma place:garden"],
      ["We planted seeds and watered the flowers.", "me grandma flower"],
      ["A little bee buzzed around my nose.", "me bee !nose"],
      ["Grandma made some lemonade for me.", "grandma me"],
      ["We sat in the shade and watched the butterflies.", "me grandma butterfly"],
    ],
  },
  {
    title: "The Lost Kitten",
    cast: ["kitten", "girl"],
    pages: [
      ["A little kitten was lost in the tall grass.", "kitten place:meadow !girl"],
      ["She cried and cried for a long time.", "kitten !girl"],
      ["A girl heard the kitten and came to look.", "girl kitten"],
      ["The girl picked up the kitten with both hands.", "girl kitten !hand"],
      ["She took the kitten home and gave her milk.", "girl kitten place:home"],
    ],
  },
  {
    title: "Dino's Birthday",
    cast: ["dinosaur", "elephant"],
    pages: [
      ["It was the birthday of the green dinosaur.", "dinosaur !elephant"],
      ["He had a big cake with candles.", "dinosaur cake !elephant"],
      ["His friend the elephant brought balloons.", "dinosaur elephant balloon"],
      ["They danced and sang all afternoon.", "dinosaur elephant"],
      ["Then the dinosaur blew out the candles.", "dinosaur"],
    ],
  },
  {
    title: "The Little Red Boat",
    cast: ["boat", "whale"],
    pages: [
      ["The little red boat sailed on the sea.", "boat place:sea !whale"],
      ["A big wave pushed the boat back.", "boat !back !place:ocean !whale"],
      ["A friendly whale swam next to the boat.", "boat whale"],
      ["The whale helped the boat get to the beach.", "boat whale place:beach"],
    ],
  },
  {
    title: "The Owl and the Mouse",
    cast: ["owl", "mouse"],
    pages: [
      ["An owl lived in the forest.", "owl place:forest !mouse"],
      ["Every night she opened her big eyes.", "owl time:night !eye !sun !mouse"],
      ["She saw a tiny mouse on the ground.", "owl mouse !saw"],
      ["The owl and the mouse became friends.", "owl mouse"],
    ],
  },
  {
    title: "The Cheeky Monkey",
    cast: ["monkey", "parrot"],
    pages: [
      ["A cheeky monkey lived in the jungle.", "monkey place:jungle !parrot"],
      ["He climbed to the top of a palm tree.", "monkey palm !top !parrot"],
      ["He found a big yellow banana.", "monkey banana !parrot"],
      ["A parrot came and asked for a bite.", "monkey parrot"],
      ["The monkey shared his banana with the parrot.", "monkey parrot banana"],
    ],
  },
  {
    title: "The Snowman",
    cast: ["snowman", "girl"],
    pages: [
      ["A girl built a snowman in the snow.", "girl snowman place:snow"],
      ["The snowman had a carrot nose.", "snowman !nose"],
      ["At night the snowman came alive.", "snowman time:night !sun"],
      ["He danced with the girl under the stars.", "snowman girl star !place:space"],
      ["In the morning the sun came out.", "snowman sun !time:night"],
    ],
  },
  {
    title: "The Giant Carrot",
    cast: ["rabbit", "fox", "?carrot"],
    pages: [
      ["A bunny hopped through the garden.", "rabbit place:garden !fox"],
      ["She found a giant orange carrot.", "rabbit carrot !fox"],
      ["She pulled and pulled but it would not come out.", "rabbit !police !fox"],
      ["Her friend the fox came to help her.", "rabbit fox !crutch"],
      ["Together they pulled the carrot out of the ground.", "rabbit fox carrot !police"],
    ],
  },
  {
    title: "The Boy and His Kite",
    cast: ["boy", "?kite", "?bird"],
    pages: [
      ["A boy had a red kite.", "boy kite !bird"],
      ["He pulled the string and the kite flew high.", "boy kite !police"],
      ["The kite got stuck in a tree.", "kite tree"],
      ["A bird helped him get it back.", "bird !back !crutch"],
      ["The boy flew his kite again.", "boy kite"],
    ],
  },
  {
    title: "Mia's Wish",
    cast: ["girl", "puppy"],
    pages: [
      ["A girl called Mia looked out of her window at night.", "girl time:night !sun !puppy"],
      ["She saw a shooting star in the sky.", "girl shooting_star !saw !puppy"],
      ["She made a wish with her eyes closed.", "girl !eye !puppy"],
      ["The next day she got a puppy!", "girl puppy"],
    ],
  },
  {
    title: "The Yellow School Bus",
    cast: ["bus", "boy", "girl"],
    pages: [
      ["The yellow bus drove to school.", "bus !boy !girl"],
      ["A boy and a girl got on the bus.", "bus boy girl"],
      ["The bus went up and down the hills.", "bus"],
      ["It stopped at the school and everyone got off.", "bus"],
    ],
  },
  {
    title: "The Whale and the Storm",
    cast: ["whale", "?boat"],
    pages: [
      ["A big blue whale lived in the ocean.", "whale place:sea|ocean"],
      ["One day a storm came with wind and rain.", "whale weather:rain !sun"],
      ["A little boat was lost in the waves.", "boat whale"],
      ["The whale carried the boat back to the beach.", "whale boat place:beach !back"],
    ],
  },
  {
    title: "The Princess and the Frog",
    cast: ["princess", "frog"],
    pages: [
      ["A princess lived in a pink castle.", "princess place:castle !frog"],
      ["One day she found a frog by the pond.", "princess frog place:pond"],
      ["The frog could really talk!", "frog"],
      ["He told her funny jokes all afternoon.", "frog princess"],
      ["The princess laughed and laughed.", "princess"],
    ],
  },
  {
    title: "The Shiny Robot",
    cast: ["robot", "dog"],
    pages: [
      ["A shiny robot woke up in the morning.", "robot !time:night !dog"],
      ["He made breakfast in the kitchen.", "robot !dog"],
      ["Then he took his dog for a walk in the park.", "robot dog place:park"],
      ["At night the robot charged his battery.", "robot time:night !sun"],
    ],
  },
  {
    title: "The Tiger's Stripes",
    cast: ["tiger", "zebra"],
    pages: [
      ["A tiger lost his stripes in the rain.", "tiger weather:rain !zebra"],
      ["He looked for them in the jungle.", "tiger place:jungle !zebra"],
      ["A zebra said he could borrow some.", "zebra tiger"],
      ["The tiger was very happy again.", "tiger"],
    ],
  },
  {
    title: "The Little Race Car",
    cast: ["race car", "?truck"],
    pages: [
      ["A little race car wanted to win the big race.", "race_car !truck"],
      ["It zoomed around the track very fast.", "race_car !truck"],
      ["A big truck tried to pass the little car.", "race_car truck"],
      ["The little car went faster and won the cup.", "race_car"],
    ],
  },
  {
    title: "Beach Day",
    cast: ["me", "daddy", "?crab"],
    pages: [
      ["Me and my daddy went to the beach.", "me daddy place:beach !crab"],
      ["We built a big castle of sand.", "me daddy place:beach !crab"],
      ["A crab pinched my toe!", "crab !foot"],
      ["Daddy carried me on his back into the water.", "daddy me !back"],
      ["We ate ice cream on the way home.", "me daddy ice_cream"],
    ],
  },
  {
    title: "The Puppy in the Rain",
    cast: ["puppy", "woman"],
    pages: [
      ["A sad puppy sat outside in the rain.", "puppy weather:rain !sun !woman"],
      ["His fur was all wet and cold.", "puppy !woman"],
      ["A kind lady opened her umbrella over him.", "puppy woman umbrella"],
      ["She took the puppy home and dried him with a towel.", "puppy woman place:home"],
    ],
  },
  {
    title: "The Magic Balloon",
    cast: ["balloon", "girl", "?bird"],
    pages: [
      ["The big red balloon floated over the town.", "balloon place:city !girl"],
      ["It went up above the clouds.", "balloon cloud !girl"],
      ["A bird sat on top of the balloon.", "balloon bird !top !girl"],
      ["Then the balloon came back down to a little girl.", "balloon girl !back"],
    ],
  },
  {
    title: "The Elephant's Bath",
    cast: ["elephant", "mouse"],
    pages: [
      ["An elephant wanted a bath in the river.", "elephant !mouse"],
      ["He sprayed water with his long trunk.", "elephant !mouse"],
      ["A tiny mouse came along and said hello.", "elephant mouse"],
      ["The elephant gave the mouse a shower too.", "elephant mouse"],
    ],
  },
  {
    title: "Space Cat",
    cast: ["cat", "?rocket"],
    pages: [
      ["A cat put on a space helmet.", "cat"],
      ["She flew in a rocket to the stars.", "cat rocket place:space"],
      ["She floated around in outer space.", "cat place:space"],
      ["Then she came back home for dinner.", "cat place:home !back"],
    ],
  },
  {
    title: "The Dragon's Cold",
    cast: ["dragon", "doctor"],
    pages: [
      ["The little dragon had a cold.", "dragon !doctor"],
      ["When he sneezed fire came out of his nose.", "dragon fire !nose !doctor"],
      ["A doctor came to see him.", "dragon doctor"],
      ["She gave him warm soup and he felt better.", "dragon doctor"],
    ],
  },
  {
    title: "The Green Tractor",
    cast: ["tractor", "farmer", "?pig", "?cow"],
    pages: [
      ["The green tractor worked on the farm.", "tractor place:farm !farmer"],
      ["It pulled a cart full of hay.", "tractor !police !farmer"],
      ["The farmer drove the tractor to the barn.", "tractor farmer"],
      ["The pigs and cows waved hello.", "pig cow !hand"],
    ],
  },
  {
    title: "The Ladybug's Leaf",
    cast: ["ladybug", "frog"],
    pages: [
      ["A ladybug lived on a big green leaf.", "ladybug leaf !frog"],
      ["It rained and the leaf became a little boat.", "ladybug weather:rain !frog"],
      ["She sailed down the stream to a pond.", "ladybug place:pond !frog"],
      ["A frog said hello to the ladybug.", "frog ladybug"],
    ],
  },
  {
    title: "The Mermaid's Treasure",
    cast: ["mermaid", "turtle"],
    pages: [
      ["A mermaid swam deep under the sea.", "mermaid place:ocean !turtle"],
      ["She found an old treasure chest.", "mermaid place:ocean !turtle !old_woman"],
      ["A sea turtle swam by and smiled.", "turtle mermaid place:ocean"],
      ["They opened the chest and found shiny pearls.", "mermaid turtle place:ocean"],
    ],
  },
  {
    title: "Bedtime",
    cast: ["me", "mommy", "?teddy bear"],
    pages: [
      ["It was bedtime and I was sleepy.", "me time:night !sun !mommy"],
      ["Mommy read me a story.", "mommy me time:night"],
      ["I hugged my teddy bear tight.", "me teddy_bear"],
      ["Then I fell asleep and dreamed of the moon.", "me moon time:night !place:moon"],
    ],
  },
  {
    title: "Pirate Pete",
    cast: ["pirate", "parrot", "?ship"],
    pages: [
      ["A pirate sailed his ship across the sea.", "pirate ship place:sea !parrot"],
      ["His parrot sat on his shoulder.", "parrot pirate"],
      ["They found an island with a palm tree.", "pirate parrot palm"],
      ["They dug up gold coins in the sand.", "pirate coin place:beach"],
      ["Then they sailed back home happily.", "pirate !back"],
    ],
  },
  {
    title: "The Hedgehog's Walk",
    cast: ["hedgehog", "squirrel"],
    pages: [
      ["A little hedgehog walked through the forest.", "hedgehog place:forest !squirrel"],
      ["Leaves were falling from the trees.", "hedgehog leaf !squirrel"],
      ["A squirrel dropped a nut on his head.", "squirrel hedgehog !head"],
      ["They both laughed and ate the nuts together.", "hedgehog squirrel"],
    ],
  },
  {
    title: "The Polar Bear Cub",
    cast: ["polar bear"],
    pages: [
      ["A polar bear cub played in the snow.", "polar_bear place:snow"],
      ["It was snowing all night long.", "polar_bear weather:snow time:night !sun"],
      ["He rolled down the hill in the snow.", "polar_bear place:snow"],
      ["In the morning they went fishing.", "polar_bear !time:night"],
    ],
  },
  ...WORLD_STORIES,
  ...NAMED_HERO_STORIES,
];
