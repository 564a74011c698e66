import { ZContactBody, type TContact, type TContactGroup } from "@/shared/contracts/contacts";
import { useId } from "react";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { TextAreaField } from "@/web/components/ui/text-area-field";
import { TextField } from "@/web/components/ui/text-field";
import { toast } from "@/web/components/ui/toast-store";
import { humanMessageOf } from "@/web/lib/api";
import { useZodForm } from "@/web/lib/use-zod-form";
import { useSaveContact } from "./contact-queries";

/** What the dialog edits: a new contact (maybe in the group on screen), or one of the family's. */
export type TContactDraft = { contact: TContact | null; groupName?: string };

/**
 * Add Contact / Edit Contact (spec social.md §5): name and a valid e-mail are needed; username,
 * group (by name: found or made) and notes are optional.
 */
export function ContactFormDialog({
  draft,
  groups,
  onClose,
}: {
  draft: TContactDraft | null;
  groups: readonly TContactGroup[];
  onClose(): void;
}) {
  return (
    <Dialog open={draft !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        {draft && (
          <ContactForm
            key={draft.contact?.id ?? "new"}
            draft={draft}
            groups={groups}
            onSaved={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ContactForm({
  draft,
  groups,
  onSaved,
}: {
  draft: TContactDraft;
  groups: readonly TContactGroup[];
  onSaved(): void;
}) {
  const { contact } = draft;
  const form = useZodForm(ZContactBody, {
    name: contact?.name ?? "",
    email: contact?.email ?? "",
    username: contact?.username ?? "",
    groupName: contact ? (contact.groupName ?? "") : (draft.groupName ?? ""),
    notes: contact?.notes ?? "",
  });
  const save = useSaveContact();
  const groupListId = useId();
  const isNew = contact === null;

  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: contact?.id, body },
      {
        onSuccess: () => {
          toast({
            title: isNew ? "Contact added successfully!" : "Contact updated successfully!",
            variant: "success",
          });
          onSaved();
        },
        onError: (error) =>
          toast({
            title: isNew ? "Failed to add contact" : "Failed to update contact",
            description: humanMessageOf(error),
            variant: "destructive",
          }),
      },
    ),
  );

  return (
    <>
      <DialogTitle>{isNew ? "Add Contact" : "Edit Contact"}</DialogTitle>
      <DialogDescription>Someone who would love to get your pictures.</DialogDescription>
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <TextField label="Name" autoComplete="off" {...form.field("name")} />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...form.field("email")}
        />
        <TextField
          label="Username (optional)"
          autoComplete="off"
          autoCapitalize="none"
          {...form.field("username")}
        />
        <TextField
          label="Group (optional)"
          hint="Type a group's name: a new one is made for you."
          autoComplete="off"
          list={groupListId}
          {...form.field("groupName")}
        />
        <datalist id={groupListId}>
          {groups.map((group) => (
            <option key={group.id} value={group.name} />
          ))}
        </datalist>
        <TextAreaField label="Notes (optional)" rows={2} {...form.field("notes")} />
        <Button type="submit" variant="dino" size="lg" className="w-full" disabled={save.isPending}>
          {save.isPending ? "Saving..." : isNew ? "Add Contact" : "Save Contact"}
        </Button>
      </form>
    </>
  );
}
