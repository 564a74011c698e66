import type { TFamilyLink } from "@/shared/contracts/family";
import type { ReactNode } from "react";
import { personLabel } from "@/web/features/messages/message-format";

/** Connected or blocked families, each with its buttons. */
export function FamilyList({
  families,
  label,
  empty,
  actions,
}: {
  families: TFamilyLink[];
  label: string;
  empty: string;
  actions(username: string): ReactNode;
}) {
  if (families.length === 0) return <p className="text-lg text-slate-600">{empty}</p>;
  return (
    <ul className="space-y-3" aria-label={label}>
      {families.map(({ family, since }) => (
        <li
          key={family.username}
          className="flex flex-col gap-3 rounded-3xl bg-white p-4 shadow-md sm:flex-row sm:items-center"
        >
          <div className="min-w-0 flex-1">
            <p className="font-display text-xl font-semibold break-words text-sky-deep">
              {personLabel(family)}
            </p>
            <p className="text-base text-slate-500">
              Since {new Date(since).toLocaleDateString("en-US", { dateStyle: "long" })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">{actions(family.username)}</div>
        </li>
      ))}
    </ul>
  );
}
