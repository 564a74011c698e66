/**
 * Stories told the way the parents' new stories were (issue 34, fourth round), written before the
 * code that draws them: a hero known only by a name used as a person ("Mia has a red kite.",
 * "In autumn Rosie rakes the leaves."), a pet or a grown-up beside the hero, "they" for all of
 * them, a bedtime, a beach, a lake in a boat, a season, and things that keep their colour and
 * size. Judged on what is drawn, as the world stories are (see judge-story-page.ts);
 * `several:leaf` asks for three or more drawings of the thing (a pile).
 */
import type { EvaluationStory } from "./evaluation-stories";

export const NAMED_HERO_STORIES: readonly EvaluationStory[] = [
  {
    kind: "families",
    title: "Mia's Kite",
    cast: ["girl", "daddy"],
    pages: [
      ["Mia has a red kite.", "hero:Mia=girl kite=red"],
      ["She goes to the park with her dad.", "hero:Mia daddy place:park"],
      ["Dad helps her fly the kite high in the sky.", "hero:Mia daddy kite=red place:park"],
      ["The wind pulls the red kite up to the clouds.", "hero:Mia daddy kite=red place:park"],
      ["At sunset they walk home together.", "hero:Mia daddy place:home time:sunset"],
    ],
  },
  {
    kind: "seasons",
    title: "Rosie's Leaves",
    cast: ["girl", "puppy|dog"],
    pages: [
      ["In autumn Rosie rakes the leaves in the garden.", "hero:Rosie=girl leaf place:garden"],
      ["She makes a big pile of orange leaves.", "hero:Rosie several:leaf place:garden"],
      ["Her puppy jumps into the pile.", "hero:Rosie puppy several:leaf place:garden"],
      ["Rosie laughs and jumps in too.", "hero:Rosie puppy several:leaf place:garden"],
      ["Then they go inside for hot cocoa.", "hero:Rosie puppy place:home"],
    ],
  },
  {
    kind: "outings",
    title: "Lily at the Park",
    cast: ["girl", "grandma", "?duck"],
    pages: [
      ["Lily went to the park with her grandma.", "hero:Lily=girl grandma place:park"],
      ["They fed the ducks at the pond.", "hero:Lily grandma duck place:pond|park"],
      ["Lily had a yellow balloon.", "hero:Lily grandma balloon=yellow"],
      ["The balloon flew up into the sky.", "hero:Lily balloon=yellow place:pond|park"],
      ["Grandma bought her an ice cream.", "hero:Lily grandma ice_cream"],
    ],
  },
  {
    kind: "outings",
    title: "Leo at the Beach",
    cast: ["boy", "daddy"],
    pages: [
      ["Leo goes to the beach with dad.", "hero:Leo=boy daddy place:beach"],
      ["They build a big sandcastle.", "hero:Leo daddy castle place:beach"],
      ["Leo finds a pink shell in the sand.", "hero:Leo shell=pink place:beach"],
      ["Then they splash in the waves.", "hero:Leo daddy place:beach|sea"],
      ["At sunset they eat ice cream on the sand.", "hero:Leo daddy place:beach time:sunset"],
    ],
  },
  {
    kind: "bedtime",
    title: "Ben's Bedtime",
    cast: ["boy", "mommy", "cat"],
    pages: [
      ["Ben puts on his blue pyjamas.", "hero:Ben=boy place:home time:night"],
      ["Mommy reads him a story in bed.", "hero:Ben mommy bed place:home time:night"],
      ["His cat curls up at his feet.", "hero:Ben cat place:home time:night"],
      ["Ben looks at the moon out of the window.", "hero:Ben place:home time:night"],
      ["Soon Ben and his cat are fast asleep.", "hero:Ben cat place:home time:night"],
    ],
  },
  {
    kind: "birthdays",
    title: "Emma's Birthday",
    cast: ["girl", "?boy|child", "?girl|child"],
    pages: [
      ["Today is Emma's birthday.", "hero:Emma=girl"],
      ["Emma has a big chocolate cake with five candles.", "hero:Emma cake"],
      ["Her friends Sam and Ava come to the party.", "hero:Emma hero:Sam hero:Ava"],
      ["They play games and sing happy birthday.", "hero:Emma hero:Sam hero:Ava"],
      ["Emma opens a purple present from Sam.", "hero:Emma hero:Sam present=purple"],
    ],
  },
  {
    kind: "animals",
    title: "Noah and Rex",
    cast: ["boy", "dog"],
    pages: [
      ["Noah has a little brown dog called Rex.", "hero:Noah=boy hero:Rex=dog"],
      ["Every morning Noah and Rex run in the field.", "hero:Noah hero:Rex place:meadow"],
      ["Rex finds a red ball in the grass.", "hero:Noah hero:Rex ball=red place:meadow"],
      ["Noah throws the ball and Rex runs after it.", "hero:Noah hero:Rex ball=red"],
      ["In the evening they rest under a tree.", "hero:Noah hero:Rex time:sunset"],
    ],
  },
  {
    kind: "seasons",
    title: "Ava's Snow Day",
    cast: ["girl", "brother"],
    pages: [
      ["Ava wakes up and sees snow everywhere.", "hero:Ava=girl place:snow"],
      ["She puts on her red hat and goes outside.", "hero:Ava place:snow"],
      ["Ava and her brother make a snowman.", "hero:Ava brother snowman place:snow"],
      ["They slide down the snowy hill.", "hero:Ava brother place:snow"],
      ["When it gets dark they go inside to warm up.", "hero:Ava brother place:home time:night"],
    ],
  },
  {
    kind: "families",
    title: "Fishing with Grandpa",
    cast: ["boy", "grandpa", "?fish", "?duck"],
    pages: [
      ["Sam goes fishing with grandpa on the lake.", "hero:Sam=boy grandpa place:pond"],
      ["They sit in a little green boat.", "hero:Sam grandpa boat=green afloat:boat place:pond"],
      ["Grandpa catches a big fish.", "hero:Sam grandpa fish boat=green place:pond"],
      ["Sam waves at a duck on the water.", "hero:Sam duck boat=green place:pond"],
      ["At sunset they row back to the shore.", "hero:Sam grandpa boat=green time:sunset"],
    ],
  },
  {
    kind: "outings",
    title: "Kiko at the Zoo",
    cast: ["child|girl", "mommy", "giraffe"],
    pages: [
      ["Kiko went to the zoo with her mommy.", "hero:Kiko mommy place:zoo"],
      ["They saw a tall giraffe.", "hero:Kiko mommy giraffe place:zoo"],
      ["Kiko ate a pink ice cream.", "hero:Kiko ice_cream=pink place:zoo"],
      ["The giraffe looked at her ice cream.", "hero:Kiko giraffe place:zoo"],
      ["They went home on the bus.", "hero:Kiko mommy bus"],
    ],
  },
  {
    kind: "bedtime",
    title: "Lily's Stars",
    cast: ["girl", "daddy", "?rabbit"],
    pages: [
      ["It is bedtime for Lily.", "hero:Lily=girl place:home time:night"],
      ["She brushes her teeth and puts on her pyjamas.", "hero:Lily place:home time:night"],
      ["Daddy tucks her into bed.", "hero:Lily daddy bed place:home time:night"],
      ["Lily looks at the stars from her window.", "hero:Lily place:home time:night"],
      ["She hugs her pink bunny and falls asleep.", "hero:Lily place:home time:night"],
    ],
  },
  {
    kind: "birthdays",
    title: "Oscar Turns Six",
    cast: ["boy", "mommy"],
    pages: [
      ["Oscar turns six today.", "hero:Oscar=boy"],
      ["He has a party in the garden.", "hero:Oscar place:garden balloon"],
      ["Mom brings a big blue cake.", "hero:Oscar mommy cake=blue place:garden"],
      ["Oscar blows out the candles.", "hero:Oscar cake place:garden"],
      ["At night they watch the fireworks.", "hero:Oscar mommy fireworks time:night"],
    ],
  },
  {
    kind: "seasons",
    title: "Maya's Garden",
    cast: ["girl", "mommy", "?bee"],
    pages: [
      ["Maya plants seeds with her mommy in spring.", "hero:Maya=girl mommy place:garden"],
      ["It rains and the seeds grow.", "hero:Maya weather:rain place:garden"],
      ["Soon there are yellow flowers everywhere.", "hero:Maya flower=yellow place:garden"],
      ["A bee buzzes over the flowers.", "hero:Maya bee place:garden"],
      ["Maya picks a flower for her mommy.", "hero:Maya mommy place:garden"],
    ],
  },
  {
    kind: "animals",
    title: "Whiskers",
    cast: ["cat", "?butterfly", "?daddy"],
    pages: [
      ["Whiskers is our fluffy grey cat.", "hero:Whiskers=cat cat=grey"],
      ["Whiskers likes to sleep in the sun.", "hero:Whiskers"],
      [
        "One day Whiskers chased a butterfly in the garden.",
        "hero:Whiskers butterfly place:garden",
      ],
      ["Whiskers climbed up a tall tree.", "hero:Whiskers tree place:garden"],
      ["Dad helped Whiskers come down.", "hero:Whiskers daddy place:garden"],
    ],
  },
  {
    kind: "outings",
    title: "Finn's Red Boat",
    cast: ["boy", "?frog"],
    pages: [
      ["Finn has a red boat.", "hero:Finn=boy boat=red"],
      ["He takes his boat to the lake.", "hero:Finn boat=red place:pond"],
      ["Finn sits in the boat and rows.", "hero:Finn boat=red afloat:boat place:pond"],
      ["A frog jumps into the boat with him.", "hero:Finn frog boat=red place:pond"],
      ["They float on the water until sunset.", "hero:Finn boat=red place:pond time:sunset"],
    ],
  },
  {
    kind: "families",
    title: "Grace and Jack",
    cast: ["girl", "boy|brother", "?mommy"],
    pages: [
      [
        "Grace and her little brother Jack play in the living room.",
        "hero:Grace=girl hero:Jack place:home",
      ],
      ["They build a tall tower of toys.", "hero:Grace hero:Jack place:home"],
      ["Jack knocks the tower down.", "hero:Jack place:home"],
      ["Grace laughs and builds it again.", "hero:Grace place:home"],
      ["Then they eat lunch with mommy.", "hero:Grace hero:Jack mommy place:home"],
    ],
  },
  {
    kind: "seasons",
    title: "An Autumn Walk",
    cast: ["boy", "grandma", "?hedgehog"],
    pages: [
      [
        "In autumn Noah walks in the forest with grandma.",
        "hero:Noah=boy grandma place:forest leaf",
      ],
      ["Orange leaves fall from the trees.", "hero:Noah grandma leaf=orange place:forest"],
      [
        "Noah finds a big leaf and holds it over his head.",
        "hero:Noah leaf above:leaf/Noah place:forest",
      ],
      ["Grandma finds a little hedgehog.", "hero:Noah grandma hedgehog place:forest"],
      ["They walk home as the sun goes down.", "hero:Noah grandma time:sunset place:home"],
    ],
  },
  {
    kind: "bedtime",
    title: "Ruby Cannot Sleep",
    cast: ["girl", "mommy", "?teddy bear"],
    pages: [
      ["Ruby cannot sleep tonight.", "hero:Ruby=girl place:home time:night"],
      ["She gets out of bed and finds her mommy.", "hero:Ruby mommy place:home time:night"],
      ["Mommy sings her a soft song.", "hero:Ruby mommy place:home time:night"],
      ["Ruby snuggles with her white teddy bear.", "hero:Ruby teddy_bear=white time:night"],
      ["Soon Ruby is fast asleep.", "hero:Ruby place:home time:night"],
    ],
  },
  {
    kind: "birthdays",
    title: "Grandma's Birthday",
    cast: ["boy", "grandma", "mommy"],
    pages: [
      ["It is grandma's birthday and Leo makes her a card.", "hero:Leo=boy grandma"],
      ["Leo and mommy bake a pink cake.", "hero:Leo mommy cake=pink place:home"],
      ["They bring the cake to grandma's house.", "hero:Leo mommy cake=pink place:home"],
      ["Grandma smiles and gives Leo a big hug.", "hero:Leo grandma"],
      ["Everyone sings happy birthday to grandma.", "hero:Leo grandma mommy"],
    ],
  },
  {
    kind: "animals",
    title: "Ivy and the Ducks",
    cast: ["girl", "daddy", "duck"],
    pages: [
      ["Ivy visits the pond with her dad.", "hero:Ivy=girl daddy place:pond"],
      ["A mother duck swims with her ducklings.", "hero:Ivy duck place:pond"],
      ["Ivy feeds the ducks.", "hero:Ivy duck place:pond"],
      ["The ducks quack and follow her.", "hero:Ivy duck place:pond"],
      ["They walk home under the stars.", "hero:Ivy daddy time:night place:home"],
    ],
  },
  {
    kind: "outings",
    title: "Camping with Dad",
    cast: ["boy", "daddy", "?owl"],
    pages: [
      ["Milo and his dad go camping in the forest.", "hero:Milo=boy daddy place:forest"],
      ["They put up a green tent.", "hero:Milo daddy tent=green place:forest"],
      ["That night they sit by the campfire.", "hero:Milo daddy fire time:night place:forest"],
      ["Milo sees an owl in a tree.", "hero:Milo owl time:night place:forest"],
      ["They sleep in the tent under the stars.", "hero:Milo daddy tent time:night place:forest"],
    ],
  },
  {
    kind: "seasons",
    title: "A Summer Day",
    cast: ["girl", "boy"],
    pages: [
      ["Sofia and Max go to the beach in summer.", "hero:Sofia=girl hero:Max=boy place:beach"],
      ["Sofia has a yellow bucket and spade.", "hero:Sofia bucket=yellow place:beach"],
      ["Max swims in the sea.", "hero:Max place:beach|sea"],
      ["They eat ice cream under a big umbrella.", "hero:Sofia hero:Max umbrella place:beach"],
      ["At sunset they watch the waves.", "hero:Sofia hero:Max place:beach time:sunset"],
    ],
  },
];
