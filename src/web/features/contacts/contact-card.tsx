import type { TContact } from "@/shared/contracts/contacts";
import { Mail, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { LoneCheckbox } from "@/web/components/ui/checkbox";
import { EmailAddress } from "@/web/components/ui/email-address";

interface ContactCardProps {
  contact: TContact;
  isTicked: boolean;
  onTick(isTicked: boolean): void;
  onEdit(): void;
  onDelete(): void;
}

/** One person: tick box, name, group, e-mail, username and notes, with edit and delete. */
export function ContactCard({ contact, isTicked, onTick, onEdit, onDelete }: ContactCardProps) {
  return (
    <li
      data-testid="contact-card"
      className="flex gap-3 rounded-3xl border-4 border-white bg-white p-4 shadow-md has-[:checked]:border-dino has-[:checked]:bg-[#f0fff4]"
    >
      <LoneCheckbox
        checked={isTicked}
        onChange={(event) => onTick(event.target.checked)}
        aria-label={`Select ${contact.name}`}
        className="-m-2"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-display text-xl font-bold break-words">{contact.name}</h3>
          {contact.groupName && (
            <span className="rounded-full bg-grape/15 px-3 py-0.5 text-sm font-bold text-[#6b46c1]">
              {contact.groupName}
            </span>
          )}
        </div>
        <p className="flex items-center gap-1.5 text-base text-slate-700">
          <Mail className="size-4 shrink-0 text-sky-brand" aria-hidden />
          <EmailAddress email={contact.email} />
        </p>
        {contact.username && <p className="text-base text-slate-600">@{contact.username}</p>}
        {contact.notes && (
          <p className="text-base whitespace-pre-line text-slate-600">{contact.notes}</p>
        )}
      </div>
      <div className="flex shrink-0 flex-col gap-1">
        <Button variant="ghost" size="icon" aria-label={`Edit ${contact.name}`} onClick={onEdit}>
          <Pencil aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="text-red-700 hover:bg-red-50"
          aria-label={`Delete ${contact.name}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}
