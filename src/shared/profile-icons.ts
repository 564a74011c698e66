/** The profile icons a child can pick on /account (spec core.md §2), in the spec's order. */
export const PROFILE_ICONS = [
  { id: "tiger", label: "Tiger" },
  { id: "car", label: "Racing Car" },
  { id: "dino", label: "Dino" },
  { id: "lion", label: "Lion" },
  { id: "rocket", label: "Rocket" },
  { id: "unicorn", label: "Unicorn" },
  { id: "robot", label: "Robot" },
  { id: "dragon", label: "Dragon" },
  { id: "butterfly", label: "Butterfly" },
  { id: "shark", label: "Shark" },
  { id: "cat", label: "Cat" },
  { id: "dog", label: "Dog" },
] as const;

export type TProfileIconId = (typeof PROFILE_ICONS)[number]["id"];

export const PROFILE_ICON_IDS = PROFILE_ICONS.map((icon) => icon.id) as [
  TProfileIconId,
  ...TProfileIconId[],
];

export function profileIconLabel(id: string): string | undefined {
  return PROFILE_ICONS.find((icon) => icon.id === id)?.label;
}
