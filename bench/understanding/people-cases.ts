/**
 * The people set: 150 descriptions about people in a child's words, written on 2026-11-27 before
 * the character kit was drawn, each with what the DRAWN picture must show (check-people.ts):
 *   body me          "me" is drawn with a whole body (the character kit), not a head
 *   people 1         exactly this many people are drawn by the kit
 *   taller daddy me  daddy's drawing is clearly taller than mine
 *   hand girl balloon   the balloon's drawing is at the girl's hand
 *   arms mommy baby  the baby's drawing is in mommy's arms (over her chest)
 *   mouth boy ice_cream   the ice cream is at the boy's mouth
 *   seat girl horse  the girl sits on the horse's back (her seat on its top half)
 *   hands me daddy   our front hands meet ("hands sister sister": the two sisters')
 *   lap baby daddy   daddy sits, the baby's seat on his lap
 *   shoulders me daddy   I sit astride daddy's shoulders (my seat at the top of his head), he stands
 *   push mommy pram  mommy pushes: hand on the pram, feet on its ground
 *   hug me mommy     we overlap, facing each other
 *   pose me swim     the pose drawn (alternatives with "/")
 *   hair girl red    the hair drawn is that colour; outfit king king: the clothes drawn
 *   face grandpa beard   the face drawn has a beard ("moustache", "freckles")
 *   inhand boy hammer 0.35   a drawing whose artwork id matches /hammer/ is at the boy's hand, its
 *                    longest side at most 0.35 of his drawn height (a thing's real size in a hand)
 *   hugs girl teddy-bear   the girl hugs (pose hug) the drawing matching /teddy-bear/ with both
 *                    hands on it: both arms around it, not one stuck out
 *   each me/friend ice-cream mouth   every one of them has a drawing of their own matching
 *                    /ice-cream/ at that point (mouth, hand)
 *   part wizard staff   the kit's drawing of the wizard has that part (a staff, a sword, a
 *                    shield, a sack, a broom: what the role carries, drawn by the kit)
 *   inbed baby cot   the baby lies down inside the drawing matching /cot/: within it, below its
 *                    rail (top fifth), under a blanket (pose tucked-in)
 * and any expectation of cases.ts for things ("horse", "@pond"). On every picture, every person's
 * face is inside the frame, above the waterline and not covered by a thing in front of it.
 */
export type PeopleKind =
  | "family"
  | "roles"
  | "holding"
  | "riding"
  | "together"
  | "water"
  | "resting"
  | "looks"
  | "acting"
  | "using";

export type PeopleCases = Readonly<Record<PeopleKind, readonly (readonly [string, string])[]>>;

export const PEOPLE_CASES: PeopleCases = {
  family: [
    ["me and daddy at the zoo", "body me; body daddy; taller daddy me"],
    ["me and my mommy", "body me; body mommy; taller mommy me"],
    ["my baby brother and me", "body me; body brother; taller me brother"],
    ["grandma and grandpa", "body grandma; body grandpa"],
    ["a baby and a grandma", "body baby; body grandma; taller grandma baby"],
    ["my big sister", "body sister"],
    ["mummy daddy and me", "body me; taller mommy/mummy me; taller daddy me"],
    ["my family at the park", "body me; body mommy; body daddy"],
    ["a man and a baby", "body man; body baby; taller man baby"],
    ["a little girl and her granny", "body girl; body grandma/granny; taller grandma/granny girl"],
    ["two boys", "body boy; boy=2"],
    ["three kids playing", "body child/kid; child/kid=3"],
    ["my cousin", "body cousin"],
    ["a toddler", "body toddler"],
    ["me and grandpa in the garden", "body me; body grandpa; taller grandpa me; @garden"],
    ["auntie and uncle", "body aunt/auntie; body uncle"],
    ["my dad", "body daddy/dad"],
    ["a woman", "body woman"],
    ["my friend and me", "body me; body friend"],
    ["a baby", "body baby"],
    // Added 2026-11-27 (second pass), before the code: children in the plural are several.
    ["kids playing in the garden", "people 3"],
    ["the children at the park", "people 3; @park"],
  ],
  roles: [
    ["a pirate", "body pirate; outfit pirate pirate"],
    ["a firefighter", "body firefighter; outfit firefighter firefighter"],
    ["a doctor", "body doctor; outfit doctor doctor"],
    ["a nurse", "body nurse; outfit nurse nurse"],
    ["an astronaut on the moon", "body astronaut; outfit astronaut astronaut"],
    ["a princess in a castle", "body princess; outfit princess princess"],
    ["a prince", "body prince; outfit prince prince"],
    ["a king and a queen", "body king; body queen; outfit king king; outfit queen queen"],
    ["a chef", "body chef; outfit chef chef"],
    ["a farmer with a cow", "body farmer; outfit farmer farmer; cow"],
    ["a police officer", "body officer/police_officer; outfit officer/police_officer police"],
    ["a builder", "body builder; outfit builder builder"],
    ["a ballerina dancing", "body ballerina; outfit ballerina ballerina"],
    ["a superhero flying", "body superhero; outfit superhero superhero"],
    ["a teacher at school", "body teacher; outfit teacher teacher"],
    ["me dressed as a pirate", "body me; outfit me pirate"],
    ["a pirate girl", "body girl; outfit girl pirate"],
    ["me as a princess", "body me; outfit me princess"],
    ["a cook making soup", "body cook; outfit cook chef"],
    ["a fireman and a fire engine", "body firefighter/fireman; fire_engine/engine/truck"],
    // Added 2026-11-27 (second pass), before the code: someone said to be a role is one person.
    ["my auntie is a nurse and she has a thermometer", "people 1; outfit aunt/auntie nurse"],
    ["my sister is a ballerina spinning", "people 1; outfit sister ballerina"],
    ["my uncle is a chef", "people 1; outfit uncle chef"],
    ["grandpa the farmer with his cow", "people 1; outfit grandpa farmer; cow"],
    ["my mum is a police officer", "people 1; outfit mommy/mum police"],
    ["my friend is a superhero", "people 1; outfit friend superhero"],
    // Added 2026-11-28 (third pass), before the code: the fantasy people are kit people too.
    ["a wizard", "body wizard; outfit wizard wizard; face wizard beard"],
    ["a witch", "body witch; outfit witch witch"],
    // The broom is drawn by the kit under her (2026-11-28): no broom of its own to sit on.
    ["a witch on a broom", "body witch; outfit witch witch; part witch broom"],
    ["a witch flying on her broom", "body witch; pose witch broom; part witch broom"],
    ["an elf", "body elf; outfit elf elf"],
    ["santa with a sack", "body santa; outfit santa santa; face santa beard"],
    ["a fairy with a wand", "body fairy; outfit fairy fairy"],
    ["my sister is a fairy", "people 1; outfit sister fairy"],
    ["me as a knight", "body me; outfit me knight"],
    ["a knight and a dragon", "body knight; outfit knight knight; dragon"],
    ["a mermaid", "body mermaid; outfit mermaid mermaid"],
    ["a mermaid in the sea", "body mermaid; outfit mermaid mermaid"],
  ],
  holding: [
    ["a girl holding a flower", "body girl; pose girl hold; hand girl flower/tulip/rose"],
    ["my mommy holding the baby", "body mommy; body baby; arms mommy baby"],
    ["a boy with a red balloon", "body boy; hand boy balloon"],
    ["daddy holding a big fish", "body daddy; arms daddy fish"],
    ["a girl holding a puppy", "body girl; arms girl puppy/dog"],
    ["grandpa holding an umbrella", "body grandpa; hand grandpa umbrella"],
    ["a boy holding a kite", "body boy; hand boy kite"],
    ["me holding a teddy bear", "body me; arms me teddy_bear/bear"],
    ["a girl eating an ice cream", "body girl; mouth girl ice_cream"],
    ["a boy eating a banana", "body boy; mouth boy banana"],
    ["grandma reading a book", "body grandma; pose grandma read; hand grandma book"],
    ["a boy kicking a ball", "body boy; pose boy kick; ball"],
    ["a girl throwing a ball", "body girl; pose girl throw; ball"],
    ["my sister holding a kitten", "body sister; arms sister kitten/cat"],
    ["daddy carrying a box", "body daddy; arms daddy box/package"],
    ["a nurse holding a baby", "body nurse; arms nurse baby"],
    ["a girl with a lollipop", "body girl; hand girl lollipop"],
    ["me drinking milk", "body me; pose me eat; mouth me milk/glass"],
    ["a boy waving hello", "body boy; pose boy wave"],
    ["a girl holding a bunny", "body girl; arms girl bunny/rabbit"],
    ["a boy holding a star", "body boy; hand boy star"],
    ["a girl painting a picture", "body girl; hand girl palette/paint_palette"],
    ["a boy brushing his teeth", "body boy; pose boy eat; toothbrush"],
    ["a girl climbing a tree", "body girl; pose girl climb; tree"],
    ["grandpa with a walking stick", "body grandpa"],
    // Added 2026-11-27 (second pass), before the code: small things sit in one hand.
    ["a ladybird on my hand", "body me; pose me hold; hand me ladybird/ladybug"],
    ["a girl holding a hamster", "pose girl hold; hand girl hamster"],
    ["a boy holding a coin", "pose boy hold; hand boy coin"],
  ],
  riding: [
    ["a girl riding a horse", "body girl; seat girl horse"],
    ["a boy riding an elephant", "body boy; seat boy elephant"],
    ["me riding a pony", "body me; seat me pony/horse"],
    ["a witch girl riding a broom", "body girl; seat girl broom"],
    ["a boy riding a bike", "body boy; seat boy bike/bicycle"],
    ["a princess riding a unicorn", "body princess; seat princess unicorn"],
    ["a cowboy girl riding a horse", "body girl; seat girl horse"],
    ["daddy riding a motorbike", "body daddy; seat daddy motorbike/motorcycle"],
    ["a boy on a camel", "body boy; seat boy camel"],
    ["me on a donkey", "body me; seat me donkey"],
    ["a girl riding a dolphin", "body girl; seat girl dolphin"],
    ["a knight riding a dragon", "dragon"],
    ["grandma on a scooter", "body grandma; seat grandma scooter"],
    ["a baby on a rocking horse", "body baby; seat baby horse/rocking_horse"],
    ["a boy riding a dinosaur", "body boy; seat boy dinosaur/t-rex"],
  ],
  together: [
    ["two sisters holding hands", "body sister; sister=2; hands sister sister"],
    ["me and daddy holding hands", "body me; body daddy; hands me daddy"],
    ["me and mommy hugging", "body me; body mommy; hug me mommy"],
    ["a boy and a girl holding hands", "body boy; body girl; hands boy girl"],
    ["grandma hugging me", "body grandma; body me; hug grandma me"],
    ["two friends holding hands in the park", "body friend; hands friend friend; @park"],
    ["a girl hugging a dog", "body girl; arms girl dog"],
    ["a boy hugging his teddy", "body boy; arms boy teddy/teddy_bear/bear"],
    ["mommy and daddy holding hands", "body mommy; body daddy; hands mommy daddy"],
    ["me and grandpa hand in hand", "body me; body grandpa; hands me grandpa"],
    ["two brothers hugging", "body brother; hug brother brother"],
    ["a girl hugging a cat", "body girl; arms girl cat"],
    [
      "me and my friend holding hands at the beach",
      "body me; body friend; hands me friend; @beach",
    ],
    ["a mummy hugging her baby", "body mommy/mummy; arms mommy/mummy baby"],
    ["grandma and grandpa holding hands", "body grandma; body grandpa; hands grandma grandpa"],
    ["a boy hugging a tree", "body boy; tree"],
    ["two girls holding hands and dancing", "body girl; girl=2"],
    ["me and my sister hugging", "body me; body sister; hug me sister"],
    ["daddy hugging me", "body daddy; body me; hug daddy me"],
    ["a girl and her grandma holding hands", "body girl; body grandma; hands girl grandma"],
  ],
  water: [
    ["a girl swimming in the pool", "body girl; pose girl swim"],
    ["grandpa swimming in the lake", "body grandpa; pose grandpa swim"],
    ["me swimming in the sea", "body me; pose me swim"],
    ["a boy in a boat", "body boy; boat/sailboat/canoe"],
    ["grandpa fishing in a boat", "body grandpa; boat/sailboat/canoe"],
    ["a baby in the bath", "body baby; bath/bathtub"],
    ["me in the bath with a duck", "body me; bath/bathtub"],
    ["a girl with a toy boat at the lake", "body girl; boat/sailboat"],
    ["daddy and me swimming", "body me; body daddy; pose me swim; pose daddy swim"],
    ["a boy splashing in the pool", "body boy"],
    ["a girl in a canoe on the river", "body girl; canoe/boat"],
    ["mommy and the baby in the pool", "body mommy; body baby"],
    ["a pirate on a ship", "body pirate; ship/boat/sailboat"],
    ["two kids swimming at the beach", "body child/kid; @beach"],
    ["grandma and me in a rowing boat", "body grandma; body me; boat/canoe/sailboat"],
  ],
  resting: [
    ["me sleeping in my bed", "body me; pose me lie/tucked-in; bed"],
    ["a baby sleeping", "body baby; pose baby lie"],
    ["daddy sleeping on the couch", "body daddy; pose daddy lie; couch/sofa"],
    ["a girl sitting on a bench", "body girl; pose girl sit; bench"],
    ["grandpa sitting on a chair", "body grandpa; pose grandpa sit; chair"],
    ["a boy sitting on a rock", "body boy; pose boy sit; rock"],
    ["a baby in a pram", "body baby; pram/stroller/baby_carriage"],
    ["me in a car", "body me; car"],
    ["a girl running", "body girl; pose girl run"],
    ["a boy jumping", "body boy; pose boy jump"],
    ["a girl dancing", "body girl; pose girl arms-up"],
    ["a baby crawling", "body baby; pose baby crawl"],
    ["grandma walking in the park", "body grandma; pose grandma walk; @park"],
    ["a boy reading a comic", "body boy; pose boy read"],
    ["a girl sleeping under a blanket", "body girl; pose girl lie"],
    ["me eating a sandwich", "body me; mouth me sandwich"],
    ["a boy eating pizza", "body boy; mouth boy pizza"],
    ["a girl sitting on the grass", "body girl; pose girl sit/stand"],
    ["a boy singing", "body boy"],
    ["a girl crying", "body girl"],
  ],
  looks: [
    ["a girl with red curly hair", "body girl; hair girl red"],
    ["grandma with white hair", "body grandma; hair grandma white"],
    ["a boy with black hair", "body boy; hair boy black"],
    ["a girl with long blonde hair", "body girl; hair girl blonde"],
    ["a lady with glasses", "body woman/lady"],
    ["a girl in a pink dress", "body girl; outfit girl dress"],
    ["a boy with brown hair", "body boy; hair boy brown"],
    ["my mommy with curly hair", "body mommy"],
    ["a grandpa with grey hair", "body grandpa; hair grandpa grey"],
    ["a girl with pigtails", "body girl"],
    ["a boy in a blue shirt", "body boy"],
    ["a girl with a ponytail", "body girl"],
    ["my grandma with glasses", "body grandma"],
    ["a girl with brown curly hair and glasses", "body girl; hair girl brown"],
    ["a boy with ginger hair", "body boy; hair boy red"],
    // Added 2026-11-27 (second pass), before the code that draws them.
    ["grandpa with a big white beard", "face grandpa beard; hair grandpa white"],
    ["my uncle has a black beard", "face uncle beard"],
    ["a man with a curly moustache", "face man moustache"],
    ["a boy with freckles and red hair", "face boy freckles; hair boy red"],
  ],
  // Added 2026-11-27 (second pass), with the tests of the poses they need.
  acting: [
    ["my little brother on grandpa's lap", "lap brother grandpa"],
    ["a toddler sitting on mummy's lap", "lap toddler mommy/mummy"],
    ["me on daddy's shoulders at the zoo", "shoulders me daddy; @zoo"],
    ["a boy on his mommy's shoulders", "shoulders boy mommy"],
    ["granny pushing a pram", "push grandma/granny pram/baby_carriage"],
    ["a boy pushing a wheelbarrow in the garden", "push boy wheelbarrow; @garden"],
    ["my grandad asleep in his chair", "pose grandpa/grandad doze; chair"],
    ["a boy sitting in a chair", "pose boy sit; chair"],
    ["a superhero girl flying in the sky", "pose girl fly; !wing"],
    ["an astronaut floating near the moon", "pose astronaut float; !wing; !cloud"],
    ["a farmer with a chicken under his arm", "pose farmer tuck; hand farmer chicken"],
    // Added 2026-11-28 (third pass), before the code: gardening with the tool in hand.
    ["a girl watering the flowers", "body girl; pose girl water; hand girl watering_can/can"],
    ["grandpa watering the plants", "body grandpa; pose grandpa water"],
    ["daddy digging in the garden", "body daddy; pose daddy dig; hand daddy spade/shovel"],
    ["grandma planting flowers", "body grandma; pose grandma dig"],
    ["a girl writing a letter", "body girl; pose girl write; hand girl letter/envelope"],
    ["a boy drawing a picture", "body boy; pose boy write"],
    ["me writing", "body me; pose me write"],
    ["mommy stirring the soup", "body mommy; pose mommy stir"],
    ["a chef stirring a big pot", "body chef; pose chef stir"],
    ["a firefighter spraying a hose at the fire", "body firefighter; pose firefighter spray; fire"],
  ],
  // Added 2026-11-28 (fourth pass), before the code: things used, not lying beside; held
  // things at their real size; hugs with both arms; each of several doing it; asleep in a cot.
  using: [
    ["a boy with a hammer", "inhand boy hammer 0.35"],
    ["daddy fixing the fence with his hammer", "inhand daddy hammer 0.3"],
    ["a girl colouring with a red crayon", "inhand girl crayon 0.16"],
    ["a boy with a spade at the beach", "inhand boy spade 0.8"],
    ["a fairy with her magic wand", "inhand fairy magic-wand 0.45"],
    ["a girl holding a candle", "inhand girl candle 0.3"],
    ["grandpa holding a pencil", "inhand grandpa pencil 0.2"],
    ["grandpa reading to me on his lap", "lap me grandpa; inhand grandpa open-book 0.4"],
    ["mummy reads me a book on her lap", "lap me mommy/mummy; inhand mommy/mummy open-book 0.4"],
    ["a girl hugging her teddy", "hugs girl teddy-bear"],
    ["a boy hugging his puppy", "hugs boy dog|puppy"],
    ["me hugging my grandma", "hugs me kit-person_elder"],
    ["me and my friend eating ice cream", "each me/friend ice-cream mouth"],
    ["two boys eating apples", "each boy apple mouth"],
    ["two girls reading books", "each girl open-book hand"],
    ["my brother and me holding balloons", "each brother/me balloon hand"],
    ["a baby sleeping in a cot", "inbed baby cot"],
    ["my little sister asleep in her bed", "inbed sister bed"],
    // Added 2026-11-28 (fourth pass), after the kit drew them: what a role carries.
    ["an old wizard in the forest", "part wizard staff"],
    ["a brave knight", "part knight sword; part knight shield"],
    ["santa on christmas eve", "part santa sack"],
    ["a witch flying on her broomstick at night", "pose witch broom; part witch broom"],
    [
      "a fireman spraying water with a hose",
      "pose fireman/firefighter spray; part fireman/firefighter hose",
    ],
  ],
};
