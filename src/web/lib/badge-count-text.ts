/** A count as a corner badge shows it: up to 99, then "99+". */
export function badgeCountText(count: number): string {
  return count > 99 ? "99+" : String(count);
}
