import type { TContactGroup } from "@/shared/contracts/contacts";
import { FolderPlus, Pencil, Trash2, Users } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { LoneCheckbox } from "@/web/components/ui/checkbox";
import { cn } from "@/web/lib/cn";

export type TGroupTick = "all" | "some" | "none";

interface GroupListProps {
  groups: readonly TContactGroup[];
  totalContacts: number;
  /** The group on screen, or null for All Contacts. */
  shownGroupId: string | null;
  /** How much of a group is ticked: all its people (or the group itself), some, or none. */
  tickOf(group: TContactGroup): TGroupTick;
  onShow(groupId: string | null): void;
  onTick(group: TContactGroup, isTicked: boolean): void;
  onAdd(): void;
  onEdit(group: TContactGroup): void;
  onDelete(group: TContactGroup): void;
}

const rowClass =
  "flex min-h-14 w-full items-center gap-2 rounded-2xl border-4 px-3 text-left font-display text-lg font-semibold";

/** The left column: All Contacts, then each group with its tick box, edit and delete. */
export function GroupList(props: GroupListProps) {
  const { groups, shownGroupId } = props;
  return (
    <section aria-labelledby="groups-title" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="groups-title" className="text-2xl font-bold text-sky-deep">
          Groups
        </h2>
        <Button variant="outline" className="min-h-11 px-4 text-base" onClick={props.onAdd}>
          <FolderPlus aria-hidden />
          Add Group
        </Button>
      </div>
      <ul className="space-y-2">
        <li>
          <button
            type="button"
            onClick={() => props.onShow(null)}
            aria-pressed={shownGroupId === null}
            className={cn(
              rowClass,
              shownGroupId === null
                ? "border-sky-brand bg-sky-100"
                : "border-white bg-white hover:bg-sky-50",
            )}
          >
            <Users className="size-6 text-sky-brand" aria-hidden />
            <span className="flex-1">All Contacts</span>
            <span className="text-base text-slate-500">{props.totalContacts}</span>
          </button>
        </li>
        {groups.map((group) => {
          const isShown = shownGroupId === group.id;
          const tick = props.tickOf(group);
          return (
            <li
              key={group.id}
              data-testid="group-row"
              className={cn(
                "flex items-center gap-1 rounded-2xl border-4 pl-3",
                isShown ? "border-sky-brand bg-sky-100" : "border-white bg-white",
              )}
            >
              <LoneCheckbox
                checked={tick === "all"}
                isPartlyTicked={tick === "some"}
                onChange={(event) => props.onTick(group, event.target.checked)}
                aria-label={`Select group ${group.name}`}
              />
              <button
                type="button"
                onClick={() => props.onShow(group.id)}
                aria-pressed={isShown}
                aria-label={`Show group ${group.name}: ${group.contactCount} ${group.contactCount === 1 ? "person" : "people"}`}
                className="flex min-h-14 min-w-0 flex-1 items-center gap-2 px-2 text-left font-display text-lg font-semibold"
              >
                <span className="truncate">{group.name}</span>{" "}
                <span className="ml-auto text-base text-slate-500">{group.contactCount}</span>
              </button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Edit group ${group.name}`}
                onClick={() => props.onEdit(group)}
              >
                <Pencil aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="text-red-700 hover:bg-red-50"
                aria-label={`Delete group ${group.name}`}
                onClick={() => props.onDelete(group)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          );
        })}
      </ul>
      {groups.length === 0 && (
        <p className="text-base text-slate-600">
          No groups yet. Make one like &quot;Family&quot; to send to everyone at once.
        </p>
      )}
    </section>
  );
}
