const IDEAS = [
  "a friendly dragon in a flower garden",
  "a colourful rocket ship to the moon",
  "a magical cat with rainbow wings",
  "three ducks swimming in a pond",
  "a purple elephant eating ice cream at the beach",
  "a fire truck in the city at night",
  "a polar bear in the snow",
  "a happy birthday party with balloons and cake",
];

/** The index-th picture idea of a bench that asks the server for many: everyday words, never the same twice. */
export function numberedIdea(index: number): string {
  return `${IDEAS[index % IDEAS.length]} number ${index}`;
}
