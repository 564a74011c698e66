import type { TSupportSubmission } from "@/shared/contracts/support";
import { Ban } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { toast } from "@/web/components/ui/toast-store";
import { humanMessageOf } from "@/web/lib/api";
import { useBlockAccount } from "./admin-queries";

type TReportedAccount = NonNullable<TSupportSubmission["reportedAccount"]>;

/** A safety report's reported account: block it (its sessions end) or lift the block. */
export function BlockAccountButton({ account }: { account: TReportedAccount }) {
  const block = useBlockAccount();
  const isBlocked = account.isBlocked;
  function toggle() {
    block.mutate(
      { id: account.id, isBlocked: !isBlocked },
      {
        onSuccess: () =>
          toast({
            title: isBlocked ? "Account unblocked" : "Account blocked",
            description: `${account.username} ${isBlocked ? "can sign in again." : "can no longer sign in or send messages."}`,
            variant: "success",
          }),
        onError: (error) =>
          toast({
            title: "Failed",
            description: humanMessageOf(error) ?? "Please try again.",
            variant: "destructive",
          }),
      },
    );
  }
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <span className="text-lg">
        Reported account: <strong>{account.username}</strong>
        {isBlocked && " (blocked)"}
      </span>
      <Button
        variant={isBlocked ? "outline" : "danger"}
        disabled={block.isPending}
        onClick={toggle}
      >
        <Ban aria-hidden />{" "}
        {isBlocked ? `Unblock ${account.username}` : `Block ${account.username}`}
      </Button>
    </div>
  );
}
