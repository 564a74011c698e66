/**
 * Everyday things a young child meets and names — at home, at nursery and school, outside, in
 * picture books and on screens — for the understanding bench's "everyday things" lines, judged by
 * what is drawn (drawn-meaning.ts). Written from children's vocabulary (the MacArthur-Bates CDI's
 * kinds of nouns, picture dictionaries for 2–6 year olds, what parents say: "potty", "nappy",
 * "bin", "wellies"), never from the illustrator's own word lists, so the list does not grow with
 * the code. Body parts and abstract words are left out; so are alcohol and weapons.
 *
 * Each group says how its words are said and meant: rooms and places are said where you are
 * ("in the kitchen"), everything else as one thing ("a toaster"); `kinds` are the kinds of sense
 * the words are meant in (a "mouse" among animals is the rodent, a "computer mouse" among screens
 * the device; a "crane" on the building site is the machine).
 */
import type { SenseKind } from "./wordnet";

export interface NounGroup {
  name: string;
  /** Said where you are: "in the kitchen". */
  isPlace?: boolean;
  kinds: readonly SenseKind[];
  words: readonly string[];
}

/** A group's words, written as a comma-separated list. */
function words(text: TemplateStringsArray): string[] {
  return text
    .join("")
    .split(/[,\n]/)
    .map((word) => word.trim())
    .filter(Boolean);
}

const THINGS: readonly SenseKind[] = ["artifact", "substance", "object", "possession"];

export const EVERYDAY_NOUNS: readonly NounGroup[] = [
  {
    name: "rooms",
    isPlace: true,
    kinds: ["artifact", "location"],
    words: words`
      kitchen, bedroom, bathroom, living room, sitting room, lounge, dining room, hall, hallway,
      playroom, nursery, garage, attic, loft, basement, cellar, porch, balcony, classroom
    `,
  },
  {
    name: "places",
    isPlace: true,
    kinds: ["location", "artifact", "object", "group", "plant"],
    words: words`
      park, playground, beach, seaside, farm, zoo, forest, woods, jungle, desert, city, town,
      village, street, shop, supermarket, library, school, hospital, post office, museum, cinema,
      theatre, swimming pool, pond, lake, river, sea, ocean, island, cave, field, meadow, campsite,
      airport, train station, bus station, harbour, castle, church, restaurant, cafe, bakery,
      fire station, police station, market, circus, funfair, aquarium, gym, stadium, car park,
      petrol station, building site, garden, backyard, yard, mountain, hill, waterfall, orchard,
      motorway, toy shop, mall, farmyard, pet shop, palace, port, theme park, water park, wood,
      rainforest, road, north pole
    `,
  },
  {
    name: "furniture",
    kinds: THINGS,
    words: words`
      table, chair, sofa, couch, armchair, bed, bunk bed, cot, crib, high chair, wardrobe,
      chest of drawers, drawer, cupboard, shelf, bookcase, bookshelf, desk, stool, bench,
      rocking chair, beanbag, footstool, dresser, sideboard, coffee table, dining table, cabinet,
      mirror, lamp, floor lamp, rug, carpet, curtain, curtains, blind, cushion, clock, radiator,
      fireplace, door, window, stairs, banister, doormat, coat hook, coat rack, shoe rack, toy box,
      changing table, playpen, baby gate, stair gate, cradle, mattress, headboard, bedside table,
      bedside lamp, ceiling light, light, door handle, doorknob, letterbox, doorbell, picture frame,
      deckchair, wall, floor
    `,
  },
  {
    name: "kitchen",
    kinds: THINGS,
    words: words`
      fridge, refrigerator, freezer, oven, cooker, stove, microwave, toaster, kettle, dishwasher,
      sink, tap, faucet, cup, mug, glass, plate, bowl, dish, spoon, fork, knife, teaspoon,
      chopsticks, pot, pan, frying pan, saucepan, wok, lid, teapot, jug, pitcher, bottle, jar, tin,
      can, lunchbox, lunch box, rolling pin, whisk, spatula, ladle, sieve, colander, grater, peeler,
      tin opener, can opener, bottle opener, cutting board, chopping board, bread bin, apron,
      oven glove, tea towel, sponge, straw, drinking straw, napkin, placemat, tablecloth, egg cup,
      salt shaker, pepper pot, blender, food processor, mixer, coffee machine, ice tray,
      baking tray, cake tin, muffin tin, cookie cutter, flask, thermos, water bottle, sippy cup,
      baby bottle, bin, rubbish bin, trash can, garbage can, recycling bin, paper towel, skewer,
      cookie jar, tea bag, teacup, saucer, soup bowl, cereal bowl, plastic cup, paper plate,
      paper cup, juice box, milk bottle, picnic basket, ice cream scoop, tray, lunch bag,
      kitchen roll, mixing bowl, egg box, cool box, nutcracker
    `,
  },
  {
    name: "bathroom",
    kinds: THINGS,
    words: words`
      bath, bathtub, toilet, potty, washbasin, basin, soap, bar of soap, bubble bath, shampoo,
      towel, bath towel, hand towel, flannel, washcloth, toothbrush, toothpaste, toilet paper,
      toilet roll, loo roll, comb, hairbrush, hair dryer, hairdryer, plaster, cotton wool,
      cotton bud, nappy, diaper, wipes, baby wipes, rubber duck, bath toy, bath mat, laundry basket,
      bathroom scales, tissue, tissues, tissue box, nail clippers, hair clip, hairband, sun cream,
      sunscreen, lotion, cream, medicine, thermometer, plunger, toilet brush, shower curtain,
      shower head, dressing gown, bathrobe, potty seat, toilet seat, step stool, plug,
      toothbrush holder, nail polish, lipstick, shower
    `,
  },
  {
    name: "bedroom and sleep",
    kinds: THINGS,
    words: words`
      pillow, blanket, duvet, quilt, sheet, bed sheet, pillowcase, duvet cover, teddy, night light,
      nightlight, alarm clock, hanger, coat hanger, sleeping bag, cuddly toy, comforter, dummy,
      pacifier, baby monitor, cot mobile, music box, jewellery box, jewelry box, piggy bank,
      money box, dreamcatcher, hot water bottle, baby blanket, toy chest, torch, flashlight
    `,
  },
  {
    name: "household things",
    kinds: THINGS,
    words: words`
      broom, mop, bucket, dustpan, dustpan and brush, brush, vacuum cleaner, hoover, duster,
      feather duster, washing machine, tumble dryer, dryer, iron, ironing board, clothes peg, peg,
      washing line, clothesline, basket, box, cardboard box, bag, plastic bag, paper bag,
      shopping bag, key, keys, lock, padlock, light bulb, light switch, socket, battery, candle,
      fan, heater, air conditioner, smoke alarm, fire alarm, fire extinguisher, picture, photo,
      photograph, painting, poster, frame, vase, plant pot, flowerpot, umbrella, walking stick,
      wallet, purse, handbag, backpack, rucksack, suitcase, money, coin, banknote, credit card,
      envelope, parcel, package, stamp, newspaper, magazine, book, map, globe, tape measure, hammer,
      nail, screw, screwdriver, spanner, wrench, saw, drill, toolbox, ladder, stepladder,
      sticky tape, sellotape, glue, string, rope, chain, paint, paint pot, roller, sandpaper,
      pliers, bolt, magnet, needle, thread, button, zip, zipper, safety pin, pin, sewing machine,
      scissors, knitting needles, ball of wool, wool, yarn, tape, cardboard, tea light, lantern,
      calendar, whistle, first aid kit, sticking plaster, bandage, crutches, wheelchair,
      magnifying glass, binoculars, telescope, compass, watch, wristwatch, bell, rubber,
      elastic band, rubber band, paper clip, mousetrap, spray bottle, cloth, bin bag, wheelie bin,
      dustbin, letter, keyring, notepad, clipboard, doorstop
    `,
  },
  {
    name: "screens and gadgets",
    kinds: THINGS,
    words: words`
      TV, television, telly, remote control, TV remote, remote, computer, laptop, tablet, iPad,
      keyboard, computer mouse, screen, monitor, printer, phone, telephone, mobile phone,
      cell phone, smartphone, headphones, earphones, speaker, radio, camera, video camera, charger,
      cable, calculator, games console, video game, joystick, game controller, walkie-talkie, CD,
      CD player, DVD, microphone, USB stick, satellite dish, aerial, antenna, toy phone, projector
    `,
  },
  {
    name: "toys and play",
    kinds: THINGS,
    words: words`
      ball, teddy bear, doll, doll's house, dollhouse, toy car, toy train, train set, blocks,
      building blocks, bricks, puzzle, jigsaw, jigsaw puzzle, kite, balloon, bubbles, bubble wand,
      skipping rope, jump rope, hula hoop, yo-yo, spinning top, marbles, marble, dice,
      playing cards, board game, chess, chess set, dominoes, rocking horse, rattle, soft toy,
      stuffed animal, puppet, hand puppet, glove puppet, finger puppet, robot, toy robot,
      action figure, toy dinosaur, play dough, playdough, plasticine, modelling clay, clay, crayons,
      crayon, colouring book, coloring book, stickers, sticker, chalk, toy drum, tricycle, trike,
      scooter, bike, bicycle, balance bike, skateboard, roller skates, roller skate, sledge, sled,
      toboggan, doll's pram, tea set, toy kitchen, dressing-up box, costume, fancy dress, mask,
      crown, magic wand, wand, tiara, sandcastle, bucket and spade, spade, water pistol, swing,
      slide, seesaw, roundabout, merry-go-round, climbing frame, sandbox, trampoline, tent,
      play tent, treehouse, wendy house, playhouse, bouncy castle, frisbee, boomerang, baseball bat,
      cricket bat, tennis racket, racket, shuttlecock, football, soccer ball, basketball,
      rugby ball, beach ball, tennis ball, golf ball, golf club, hockey stick, skittles,
      bowling pin, bowling ball, goal, net, medal, trophy, stopwatch, rubber ring, toy boat,
      toy plane, paper plane, paper aeroplane, pinwheel, kaleidoscope, snow globe, fidget spinner,
      slime, bubble machine, jack-in-the-box, nesting dolls, picture book, comic, paintbrush, easel,
      glitter, ball pit, play mat, space hopper, bouncy ball, monkey bars, zip wire, rope swing,
      tyre swing, baby swing, sandpit, paddling pool, play tunnel, pogo stick, stilts,
      remote-control car, storybook, toy tractor, toy truck, shape sorter, stacking cups,
      marble run, toy farm, toy soldier
    `,
  },
  {
    name: "clothes",
    kinds: ["artifact"],
    words: words`
      t-shirt, shirt, top, jumper, sweater, cardigan, hoodie, sweatshirt, jacket, coat, raincoat,
      anorak, fleece, vest, waistcoat, dress, skirt, trousers, pants, jeans, shorts, leggings,
      tights, socks, sock, shoes, shoe, trainers, sneakers, boots, wellies, wellington boots,
      rain boots, sandals, flip-flops, slippers, ballet shoes, football boots, hat, cap,
      baseball cap, sun hat, woolly hat, beanie, bobble hat, hood, scarf, gloves, mittens, earmuffs,
      belt, tie, bow tie, pyjamas, pajamas, nightie, nightdress, onesie, babygrow, romper, bib,
      swimsuit, swimming costume, bathing suit, swimming trunks, bikini, goggles, armbands,
      water wings, life jacket, uniform, school uniform, overalls, dungarees, tutu, necklace,
      bracelet, ring, earrings, glasses, sunglasses, headband, ribbon, bow, pocket, helmet,
      bike helmet, underwear, suit, cape, tracksuit, snowsuit, ice skates, high heels,
      superhero costume, cowboy hat, top hat, party hat, hard hat, bonnet, badge, school shoes,
      party dress, princess dress, pirate hat, witch's hat, chef's hat, booties, kilt, blouse,
      polo shirt, joggers, knickers, underpants, cloak
    `,
  },
  {
    name: "food",
    kinds: ["food", "plant", "substance"],
    words: words`
      apple, banana, orange, pear, grapes, grape, strawberry, raspberry, blueberry, blackberry,
      cherry, peach, plum, apricot, nectarine, mango, pineapple, melon, watermelon, kiwi, lemon,
      lime, grapefruit, tangerine, clementine, satsuma, coconut, avocado, pomegranate, fig, date,
      raisin, raisins, sultana, papaya, passion fruit, lychee, cranberry, gooseberry, rhubarb,
      carrot, potato, tomato, cucumber, lettuce, cabbage, broccoli, cauliflower, peas, pea, beans,
      green beans, baked beans, corn, sweetcorn, corn on the cob, onion, garlic, pepper,
      bell pepper, chilli, mushroom, pumpkin, squash, courgette, zucchini, aubergine, eggplant,
      celery, spinach, kale, leek, radish, beetroot, beet, turnip, parsnip, sweet potato, asparagus,
      brussels sprout, sprouts, olive, salad, milk, cheese, butter, yoghurt, yogurt, cream cheese,
      ice cream, egg, eggs, bread, toast, sandwich, bread roll, roll, bun, bagel, croissant,
      baguette, pitta bread, wrap, tortilla, crumpet, muffin, scone, pancake, waffle, crepe,
      biscuit, cookie, cracker, rice cake, cake, cupcake, birthday cake, chocolate cake, doughnut,
      donut, pie, tart, jam tart, brownie, gingerbread man, pastry, sausage roll, pretzel, pasta,
      spaghetti, noodles, macaroni, macaroni cheese, pizza, soup, stew, curry, rice, porridge,
      cereal, oatmeal, cornflakes, beans on toast, fish fingers, fish sticks, chicken nuggets,
      nuggets, burger, hamburger, cheeseburger, hot dog, sausage, bacon, ham, meat, meatballs, tuna,
      salmon, prawn, prawns, shrimp, omelette, scrambled eggs, boiled egg, fried egg, chips,
      french fries, fries, crisps, potato chips, mashed potato, jacket potato, baked potato,
      lasagne, lasagna, taco, burrito, sushi, dumpling, spring roll, kebab, falafel, fruit salad,
      jam sandwich, cheese sandwich, sweets, candy, lollipop, chocolate, chocolate bar, jelly,
      jello, jelly beans, gummy bears, marshmallow, popcorn, ice lolly, popsicle, candy floss,
      cotton candy, toffee, fudge, honey, jam, peanut butter, chocolate spread, ketchup,
      tomato sauce, mayonnaise, mustard, gravy, sugar, salt, flour, cooking oil, vinegar, custard,
      pudding, trifle, nuts, peanuts, peanut, almond, walnut, chestnut, hazelnut, seeds,
      sunflower seeds, crackers, water, juice, orange juice, apple juice, lemonade, smoothie,
      milkshake, hot chocolate, cocoa, tea, coffee, fizzy drink, soda, ice cube, breadsticks,
      fish and chips, pancakes, cheese on toast, rice pudding, apple pie, crumble, cheesecake,
      sponge cake, jam doughnut, hot cross bun, mince pie, christmas pudding, easter egg,
      chocolate egg, chocolate coin, candy cane, gingerbread, shortbread, flapjack, cereal bar,
      oats, pitta, garlic bread, pizza slice, tomato soup, chicken soup, noodle soup, fried rice,
      stir fry, roast chicken, roast potatoes, steak, lamb chop, pork chop, baked apple,
      banana bread, carrot cake, lemon cake, fruit cake, iced bun, cream bun, meringue,
      cinnamon roll, churros, hotdog bun, burger bun, ice cream cone, ice cream sundae,
      banana split, frozen yoghurt, sorbet, chocolate mousse, whipped cream, sprinkles, icing,
      chocolate chip cookie
    `,
  },
  {
    name: "school and art",
    kinds: THINGS,
    words: words`
      book bag, notebook, exercise book, pencil, felt tip, marker, colouring pencil, eraser, ruler,
      pencil sharpener, sharpener, pencil case, glue stick, paper, card, chalkboard, blackboard,
      whiteboard, board, stapler, hole punch, folder, file, abacus, microscope, test tube, beaker,
      drawing, palette, bookmark, dictionary, sketchbook, recorder, sand timer, hourglass,
      letter blocks, alphabet blocks, noticeboard, fish tank, pen, atlas, school bell, felt-tip pen,
      colouring pencils
    `,
  },
  {
    name: "street and town",
    kinds: THINGS,
    words: words`
      traffic light, traffic lights, stop sign, road sign, sign, signpost, street lamp, lamp post,
      streetlight, zebra crossing, pedestrian crossing, crossing, pavement, sidewalk, kerb, curb,
      bus stop, post box, postbox, mailbox, phone box, telephone box, fire hydrant, parking meter,
      petrol pump, fuel pump, gas pump, fence, gate, hedge, house, flat, apartment, block of flats,
      skyscraper, tower, building, factory, windmill, bollard, traffic cone, manhole cover, drain,
      puddle, road works, scaffolding, barrier, ticket machine, cash machine, cashpoint,
      vending machine, shopping trolley, shopping cart, trolley, till, cash register, flag, statue,
      fountain, clock tower, steps, escalator, lift, elevator, revolving door, chimney, roof, post,
      pole, telegraph pole, drainpipe, gutter, market stall, stall, kiosk, bike rack, bicycle rack,
      car seat, number plate, speed bump, roundabout sign, railway line, railway track,
      level crossing, platform, ticket office, ticket, bus shelter, litter bin, footbridge, subway,
      underpass, hotel, office, office block, bank, shop window, shop sign, shopping basket,
      car key, garage door, driveway, street sign, brick wall, stone wall, tower block, clock face,
      town hall, tunnel, bridge, lighthouse, pier, traffic warden, house number
    `,
  },
  {
    name: "park and garden",
    kinds: ["artifact", "object", "plant", "substance"],
    words: words`
      picnic table, picnic blanket, picnic bench, duck pond, path, lawn, lawnmower, lawn mower,
      hose, sprinkler, wheelbarrow, shovel, rake, trowel, garden fork, hoe, shears, seed,
      greenhouse, shed, garden shed, bird table, bird feeder, bird box, birdhouse, nest box,
      bird bath, gnome, garden gnome, scarecrow, barbecue, patio, sun lounger, parasol, hammock,
      bug hotel, stepping stones, log, stick, stone, pebble, mud, soil, dirt, compost, tree stump,
      flower bed, vegetable patch, garden hose, garden gate, garden bench, garden chair,
      garden table, fishing net, compost heap, bonfire, leaf pile, wind chime, sundial,
      garden light, fairy lights, arch, gravel, football goal, swing seat, gazebo, fence post,
      wooden fence, picket fence, log pile, woodpile, hedgehog house, rabbit run, chicken run,
      dog kennel, kennel, hutch, rabbit hutch, pet carrier, dog lead, lead, leash, dog bowl,
      cat bowl, collar, dog bed, cat bed, scratching post, litter tray, cage, bird cage, fish bowl,
      aquarium tank, rock, watering can, spider web, cobweb, ant hill, anthill, wasp nest
    `,
  },
  {
    name: "farm",
    kinds: ["artifact", "object", "plant", "substance"],
    words: words`
      barn, farmhouse, stable, hay, haystack, hay bale, straw bale, bale, trough, water trough,
      pitchfork, silo, pigsty, pig sty, hen house, henhouse, chicken coop, coop, milk churn,
      trailer, saddle, horseshoe, sack, wheat, crops, weather vane, cowshed, farm gate, beehive,
      hive, honeycomb
    `,
  },
  {
    name: "beach and sea",
    kinds: ["artifact", "object", "plant", "animal", "substance", "phenomenon"],
    words: words`
      sand, shell, seashell, rock pool, wave, waves, seaweed, surfboard, bodyboard, beach towel,
      windbreak, beach umbrella, beach hut, anchor, buoy, lifebuoy, life ring, fishing rod,
      crab net, snorkel, flippers, wetsuit, paddle, oar, treasure chest, treasure,
      message in a bottle, deck chair, beach bag, lilo, inflatable, dinghy, cliff, sand dune, coral,
      coral reef, sail
    `,
  },
  {
    name: "vehicles",
    kinds: ["artifact"],
    words: words`
      car, bus, school bus, double-decker bus, double decker, coach, taxi, cab, lorry, truck,
      fire engine, fire truck, police car, ambulance, van, ice cream van, ice cream truck,
      camper van, caravan, motorbike, motorcycle, moped, train, steam train, train carriage,
      carriage, tram, underground train, subway train, tube train, monorail, cable car, digger,
      excavator, bulldozer, dump truck, dumper truck, tipper truck, cement mixer, concrete mixer,
      crane, forklift, forklift truck, tractor, combine harvester, garbage truck, bin lorry,
      rubbish truck, dustcart, recycling truck, tow truck, breakdown truck, tanker, petrol tanker,
      pickup truck, jeep, racing car, race car, go-kart, limousine, sports car, convertible,
      minibus, delivery van, post van, mail truck, horse and cart, cart, wagon, sleigh, aeroplane,
      airplane, plane, jet, jumbo jet, helicopter, hot air balloon, airship, blimp, glider,
      seaplane, boat, ship, ferry, cruise ship, speedboat, motorboat, rowing boat, rowboat, canoe,
      kayak, sailing boat, sailboat, yacht, submarine, lifeboat, fishing boat, tugboat, barge, raft,
      pirate ship, hovercraft, jet ski, pram, pushchair, buggy, stroller, baby carriage, police van,
      police motorbike, police helicopter, fire boat, air ambulance, road sweeper, street sweeper,
      snow plough, snowplow, steamroller, road roller, cherry picker, car transporter, milk tanker,
      fuel tanker, taxi cab, black cab, electric car, quad bike, dirt bike, unicycle, tandem,
      rickshaw, steamboat, pedalo, aircraft, passenger plane, space rocket, high-speed train,
      bullet train, open-top bus, tour bus
    `,
  },
  {
    name: "pets and farm animals",
    kinds: ["animal"],
    words: words`
      dog, puppy, cat, kitten, rabbit, bunny, hamster, guinea pig, gerbil, mouse, rat, goldfish,
      fish, tortoise, turtle, parrot, budgie, canary, pony, cow, calf, bull, horse, foal, donkey,
      pig, piglet, sheep, lamb, ram, goat, chicken, hen, rooster, cockerel, chick, duck, duckling,
      goose, gosling, turkey, llama, alpaca, ox, sheepdog, kitty, stick insect, sausage dog, poodle,
      water buffalo, buffalo, doggy, horsey, ducky, bunny rabbit, pussycat, puppy dog, dalmatian,
      husky, bulldog, labrador, shetland pony, cattle, ferret
    `,
  },
  {
    name: "wild animals",
    kinds: ["animal"],
    words: words`
      lion, tiger, elephant, giraffe, zebra, monkey, gorilla, chimpanzee, orangutan, baboon, hippo,
      hippopotamus, rhino, rhinoceros, bear, polar bear, brown bear, panda, koala, kangaroo, camel,
      crocodile, alligator, snake, lizard, chameleon, iguana, gecko, frog, toad, tadpole, wolf, fox,
      deer, reindeer, moose, bison, badger, hedgehog, squirrel, chipmunk, beaver, otter, raccoon,
      skunk, mole, sloth, leopard, cheetah, jaguar, panther, hyena, meerkat, lemur, porcupine,
      armadillo, anteater, hare, platypus, snow leopard, red panda, orca, bat, antelope, gazelle,
      newt, python, cobra, tree frog, lion cub, bear cub, fawn, wallaby, elk
    `,
  },
  {
    name: "birds",
    kinds: ["animal"],
    words: words`
      bird, ostrich, emu, peacock, flamingo, penguin, owl, eagle, hawk, falcon, vulture, toucan,
      pelican, swan, seagull, gull, pigeon, dove, robin, sparrow, blackbird, crow, magpie,
      woodpecker, kingfisher, hummingbird, puffin, heron, parakeet, macaw, cockatoo, pheasant,
      baby bird, cygnet, swallow, stork, raven, wren, finch, cuckoo, barn owl, snowy owl
    `,
  },
  {
    name: "sea creatures",
    kinds: ["animal"],
    words: words`
      whale, dolphin, shark, octopus, squid, jellyfish, starfish, seahorse, crab, lobster, seal,
      sea lion, walrus, sea turtle, clownfish, tropical fish, hermit crab, blue whale, killer whale,
      stingray, eel, oyster, clam, mussel, sea urchin, trout, swordfish, pufferfish, angelfish
    `,
  },
  {
    name: "insects and minibeasts",
    kinds: ["animal"],
    words: words`
      ant, bee, bumblebee, honeybee, wasp, butterfly, moth, caterpillar, ladybird, ladybug, beetle,
      spider, fly, housefly, mosquito, dragonfly, grasshopper, cricket, worm, earthworm, snail,
      slug, centipede, millipede, woodlouse, scorpion, cockroach, firefly, glow-worm, bug, flea,
      praying mantis, daddy longlegs, spider web, cobweb, ant hill, anthill, wasp nest
    `,
  },
  {
    name: "dinosaurs and story creatures",
    kinds: ["animal", "object", "artifact", "person"],
    words: words`
      dinosaur, t-rex, triceratops, stegosaurus, diplodocus, pterodactyl, brontosaurus,
      velociraptor, dragon, unicorn, mermaid, fairy, monster, giant, ghost, witch, wizard, elf,
      troll, ogre, genie, alien, magic carpet, crystal ball, broomstick, treasure map, pirate flag,
      throne, shield, tooth fairy, gingerbread house, beanstalk, glass slipper, dragon egg,
      dinosaur egg, fossil
    `,
  },
  {
    name: "plants",
    kinds: ["plant", "object", "artifact"],
    words: words`
      tree, flower, rose, tulip, daisy, sunflower, daffodil, bluebell, buttercup, dandelion, poppy,
      lily, water lily, orchid, lavender, cactus, palm tree, pine tree, oak tree, oak,
      christmas tree, fir tree, willow, bush, shrub, grass, leaf, leaves, branch, twig, acorn,
      conker, pine cone, fir cone, toadstool, moss, fern, ivy, clover, four-leaf clover, weed,
      nettle, thistle, holly, mistletoe, vine, bamboo, blossom, cherry blossom, petal, bud, root,
      tree trunk, bouquet, bunch of flowers, houseplant, potted plant, herb, lotus, hibiscus,
      lily pad, venus flytrap, maple leaf, dandelion clock, snowdrop, crocus, pansy, forget-me-not,
      mint, seedling, weeping willow
    `,
  },
  {
    name: "weather and sky",
    kinds: ["phenomenon", "object", "substance", "shape"],
    words: words`
      sun, moon, star, cloud, rain, raindrop, rainbow, snow, snowflake, snowman, snowball, icicle,
      frost, hail, hailstone, fog, mist, wind, storm, thunderstorm, lightning, thunder, tornado,
      hurricane, sunshine, sunset, sunrise, rain cloud, storm cloud, full moon, crescent moon,
      shooting star, sky, drizzle, blizzard, breeze, igloo, snow angel, ice, night sky, half moon,
      new moon, sunlight, moonlight
    `,
  },
  {
    name: "space",
    kinds: ["object", "artifact", "location"],
    words: words`
      rocket, spaceship, space shuttle, satellite, planet, earth, world, asteroid, comet, meteor,
      meteorite, galaxy, milky way, ufo, flying saucer, moon buggy, space rover, space suit,
      space helmet, crater, black hole, constellation, spacecraft, alien spaceship, ringed planet,
      eclipse, space station
    `,
  },
  {
    name: "people and jobs",
    kinds: ["person", "group"],
    words: words`
      baby, toddler, child, kid, boy, girl, man, woman, lady, grandma, grandpa, granny, grandad,
      grandmother, grandfather, nana, mum, mom, mommy, daddy, dad, father, mother, brother, sister,
      baby brother, baby sister, aunt, auntie, uncle, cousin, friend, family, teacher, doctor,
      nurse, vet, firefighter, fireman, police officer, policeman, policewoman, postman, postwoman,
      mail carrier, mailman, farmer, chef, cook, baker, builder, lifeguard, pilot, astronaut,
      sailor, captain, pirate, king, queen, prince, princess, knight, clown, magician, juggler,
      ballerina, dancer, singer, musician, artist, painter, photographer, scientist, zookeeper,
      shopkeeper, cashier, waiter, waitress, bus driver, train driver, taxi driver, lorry driver,
      truck driver, mechanic, plumber, electrician, carpenter, gardener, cleaner, lollipop lady,
      lollipop man, crossing guard, librarian, superhero, detective, cowboy, cowgirl, fisherman,
      referee, footballer, runner, swimmer, goalkeeper, nanny, babysitter, hairdresser, barber,
      santa, father christmas, santa claus, bride, groom, mummy, dentist, grown-up, twins, bin man,
      dustman, milkman, paramedic, cyclist, skier, diver, surfer, student, head teacher,
      dinner lady, butcher, newborn, grandparent
    `,
  },
  {
    name: "music and sport",
    kinds: THINGS,
    words: words`
      drum, guitar, piano, violin, trumpet, flute, xylophone, tambourine, maracas, triangle, harp,
      cello, saxophone, trombone, accordion, banjo, ukulele, harmonica, bagpipes, drumsticks,
      drum kit, cymbals, bells, jingle bells, kazoo, castanets, bongos, clarinet, skipping ropes,
      football net, basketball hoop, goal post, baseball glove, baseball mitt, boxing gloves,
      swimming goggles, diving board, bicycle helmet, knee pads, skis, ski poles, snowboard,
      ice skate, surf board, life vest, table tennis bat, ping pong ball, badminton racket,
      gold medal
    `,
  },
  {
    name: "baby things",
    kinds: THINGS,
    words: words`
      nappy bag, changing mat, teether, baby bath, baby sling, sling, baby carrier, moses basket,
      baby gym, bouncer, baby bouncer, baby walker, walker, baby food, baby shoes, baby socks,
      baby hat, potty chair, baby toothbrush, baby book, playmat, booster seat, baby rattle,
      changing bag, baby spoon, baby cup, travel cot
    `,
  },
  {
    name: "party and celebration",
    kinds: THINGS,
    words: words`
      present, gift, birthday present, birthday card, party bag, party popper, confetti, streamer,
      bunting, banner, candles, birthday candle, piñata, pinata, fireworks, firework, sparkler,
      christmas stocking, stocking, bauble, tinsel, advent calendar, christmas card,
      christmas lights, christmas cracker, cracker hat, easter basket, easter bonnet,
      jack-o'-lantern, pumpkin lantern, halloween costume, paper chain, party blower, party horn,
      balloon arch, helium balloon, balloon animal, birthday badge, wrapping paper, gift bag,
      gift box, ribbon bow, bow ribbon, invitation, thank you card, wedding cake, disco ball,
      glitter ball, bubble gun, face paint, party mask, party plate, party cup, bouncy castle slide,
      fairy light, menorah, diya, lantern festival lantern, dragon dance costume, maypole,
      snow globe gift, stocking filler, wreath, christmas wreath, angel
    `,
  },
];

/** Every word of the everyday list, once, in list order. */
export const EVERYDAY_WORDS: readonly string[] = [
  ...new Set(EVERYDAY_NOUNS.flatMap((group) => group.words)),
];

/** The group a word of the list is in: the first that names it. */
export function everydayGroupOf(word: string): NounGroup | undefined {
  return EVERYDAY_NOUNS.find((group) => group.words.includes(word));
}
