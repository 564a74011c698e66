import { ZContactGroupBody, type TContactGroup } from "@/shared/contracts/contacts";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { TextAreaField } from "@/web/components/ui/text-area-field";
import { TextField } from "@/web/components/ui/text-field";
import { toast } from "@/web/components/ui/toast-store";
import { humanMessageOf } from "@/web/lib/api";
import { useZodForm } from "@/web/lib/use-zod-form";
import { useSaveContactGroup } from "./contact-queries";

/** What the dialog edits: a new group, or one of the family's. */
export type TGroupDraft = { group: TContactGroup | null };

/** Add Group / Edit Group: a name (needed) and a description. */
export function GroupFormDialog({
  draft,
  onClose,
}: {
  draft: TGroupDraft | null;
  onClose(): void;
}) {
  return (
    <Dialog open={draft !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        {draft && (
          <GroupForm key={draft.group?.id ?? "new"} group={draft.group} onSaved={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function GroupForm({ group, onSaved }: { group: TContactGroup | null; onSaved(): void }) {
  const form = useZodForm(ZContactGroupBody, {
    name: group?.name ?? "",
    description: group?.description ?? "",
  });
  const save = useSaveContactGroup();
  const isNew = group === null;

  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: group?.id, body },
      {
        onSuccess: () => {
          toast({
            title: isNew ? "Group created successfully!" : "Group updated successfully!",
            variant: "success",
          });
          onSaved();
        },
        onError: (error) =>
          toast({
            title: isNew ? "Failed to create group" : "Failed to update group",
            description: humanMessageOf(error),
            variant: "destructive",
          }),
      },
    ),
  );

  return (
    <>
      <DialogTitle>{isNew ? "Add Group" : "Edit Group"}</DialogTitle>
      <DialogDescription>Groups keep people together, like Family or School.</DialogDescription>
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <TextField label="Group name" autoComplete="off" {...form.field("name")} />
        <TextAreaField label="Description (optional)" rows={2} {...form.field("description")} />
        <Button type="submit" variant="dino" size="lg" className="w-full" disabled={save.isPending}>
          {save.isPending ? "Saving..." : isNew ? "Add Group" : "Save Group"}
        </Button>
      </form>
    </>
  );
}
