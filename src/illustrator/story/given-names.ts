/**
 * Given names common among children, to draw a hero known only by a name as a girl or a boy
 * ("Mia has a red kite."). A name in neither list is drawn as a child, unless the story says
 * "she" or "he" for it (`names-used-as-people.ts`). Names that are also things (Rose, Daisy,
 * Ruby) are names here when the story uses them as a person.
 */
const GIRLS =
  "Abigail Ada Alice Amelia Amy Anna Annie Aria Aurora Ava Bella Chloe Clara Daisy Eleanor " +
  "Elena Eliza Ella Ellie Elsa Emily Emma Erin Eva Evie Freya Grace Hannah Harper Hazel Holly " +
  "Isabella Isla Ivy Jade Jasmine Julia Kate Katie Layla Lea Leah Lila Lily Lola Lucy Luna " +
  "Mae Maisie Maria Matilda Maya Mia Mila Millie Molly Nina Nora Olivia Penny Phoebe Poppy " +
  "Rosa Rose Rosie Ruby Sara Sarah Scarlett Sienna Sofia Sophia Sophie Stella Zara Zoe Zoey";
const BOYS =
  "Aaron Adam Alex Alfie Archie Arlo Arthur Ben Benny Caleb Charlie Daniel David Dylan Eli " +
  "Elijah Ethan Felix Finn Freddie George Harry Henry Hugo Isaac Jack Jacob Jake James Jamie " +
  "Joe Jonah Joseph Josh Kai Leo Leon Liam Logan Louis Luca Lucas Luke Max Milo Noah Ollie " +
  "Oliver Oscar Owen Pete Peter Reggie Ryan Sam Sammy Sebastian Teddy Theo Thomas Tim Toby " +
  "Tom Tommy Will William Zach";

export const GIRL_NAMES: ReadonlySet<string> = new Set(GIRLS.split(" "));
export const BOY_NAMES: ReadonlySet<string> = new Set(BOYS.split(" "));
