/** A menu item's "2 waiting": family requests a grown-up has not answered yet. */
export function WaitingCountPill({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="ml-auto rounded-full bg-sunny px-2.5 text-base font-bold text-ink">
      {count} waiting
    </span>
  );
}
