import { DELETE_ACCOUNT_CONFIRMATION } from "@/shared/contracts/account";
import { Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from "@/web/components/ui/dialog";
import { TextField } from "@/web/components/ui/text-field";
import { toast } from "@/web/components/ui/toast-store";
import { humanMessageOf } from "@/web/lib/api";
import { useDeleteAccount } from "./use-delete-account";

/** Long enough to read the goodbye before the page goes back to the start. */
const GOODBYE_DELAY_MS = 1500;

/** 'Delete account': a parent types DELETE to confirm; everything goes, for good. */
export function DeleteAccountDialog() {
  const [typed, setTyped] = useState("");
  const deleteAccount = useDeleteAccount();
  const isConfirmed = typed.trim() === DELETE_ACCOUNT_CONFIRMATION;

  function confirmDelete(event: FormEvent) {
    event.preventDefault();
    if (!isConfirmed) return;
    deleteAccount.mutate(undefined, {
      onSuccess: (answer) => {
        toast({ title: "Account deleted", description: answer.message, variant: "success" });
        setTimeout(() => window.location.assign("/"), GOODBYE_DELAY_MS);
      },
      onError: (error) =>
        toast({
          title: "Delete Failed",
          description: humanMessageOf(error) ?? "Couldn't delete the account. Please try again.",
          variant: "destructive",
        }),
    });
  }

  const isBusy = deleteAccount.isPending || deleteAccount.isSuccess;
  return (
    <Dialog onOpenChange={() => setTyped("")}>
      <DialogTrigger asChild>
        <Button variant="danger">
          <Trash2 aria-hidden /> Delete account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete this account?</DialogTitle>
        <DialogDescription>
          This deletes the account and everything in it: every picture, story and diary page, for
          good. It cannot be undone. Download your data first if you want to keep anything.
        </DialogDescription>
        <form onSubmit={confirmDelete} className="mt-5 space-y-4">
          <TextField
            label={`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep my account</Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={!isConfirmed || isBusy}>
              <Trash2 aria-hidden /> {isBusy ? "Deleting..." : "Delete everything"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
