/**
 * The name a family's cards and messages go out under: the child's name or nickname from Account
 * Settings, else the family's username. Never the parent's name, which is kept for Reply-To.
 */
export const senderName = (childName: string | null | undefined, username: string) =>
  childName?.trim() || username;
