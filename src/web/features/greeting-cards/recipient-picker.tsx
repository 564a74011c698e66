import type { TContact, TContactGroup } from "@/shared/contracts/contacts";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";

interface RecipientPickerProps {
  contacts: readonly TContact[];
  groups: readonly TContactGroup[];
  selectedIds: ReadonlySet<string>;
  onToggle(contact: TContact, isSelected: boolean): void;
  onSetMany(contacts: TContact[], isSelected: boolean): void;
}

interface TSection {
  key: string;
  title: string;
  contacts: TContact[];
}

function sectionsOf(contacts: readonly TContact[], groups: readonly TContactGroup[]): TSection[] {
  const sections: TSection[] = groups.map((group) => ({
    key: group.id,
    title: group.name,
    contacts: contacts.filter((contact) => contact.groupId === group.id),
  }));
  const known = new Set(groups.map((group) => group.id));
  sections.push({
    key: "ungrouped",
    title: "Ungrouped",
    contacts: contacts.filter((contact) => !contact.groupId || !known.has(contact.groupId)),
  });
  return sections.filter((section) => section.contacts.length > 0);
}

/** The family's contacts by group, each group with Select All, then the ungrouped ones. */
export function RecipientPicker({
  contacts,
  groups,
  selectedIds,
  onToggle,
  onSetMany,
}: RecipientPickerProps) {
  return (
    <div className="space-y-4">
      {sectionsOf(contacts, groups).map((section) => {
        const isAllSelected = section.contacts.every((contact) => selectedIds.has(contact.id));
        return (
          <section key={section.key} aria-label={section.title} className="space-y-2">
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-display text-xl font-semibold text-sky-deep">{section.title}</h3>
              <Button
                variant="ghost"
                className="min-h-11 px-3 text-base"
                onClick={() => onSetMany(section.contacts, !isAllSelected)}
                aria-label={`${isAllSelected ? "Clear All" : "Select All"} in ${section.title}`}
              >
                {isAllSelected ? "Clear All" : "Select All"}
              </Button>
            </div>
            <ul className="grid gap-2 sm:grid-cols-2">
              {section.contacts.map((contact) => (
                <li key={contact.id}>
                  <label className="flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border-4 border-white bg-white px-3 py-2 shadow-sm has-[:checked]:border-dino has-[:checked]:bg-[#f0fff4]">
                    <Checkbox
                      checked={selectedIds.has(contact.id)}
                      onChange={(event) => onToggle(contact, event.target.checked)}
                    />
                    <span className="min-w-0">
                      <span className="block truncate font-display text-lg font-semibold">
                        {contact.name}
                      </span>
                      <span className="block truncate text-sm text-slate-600">{contact.email}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
