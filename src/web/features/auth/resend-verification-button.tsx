import { Send } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { toast } from "@/web/components/ui/toast-store";
import { friendlyMessageOf } from "@/web/lib/api";
import { useResendVerification } from "./auth-calls";
import { LocalLinkShortcut } from "./local-link-shortcut";
import { OutboxNote } from "./outbox-note";

interface ResendVerificationButtonProps {
  email: string;
  /** The screen already says where mail goes without a mail server. */
  isOutboxExplained?: boolean;
}

/** 'Send the link again' for an address still waiting for its confirmation. */
export function ResendVerificationButton({
  email,
  isOutboxExplained,
}: ResendVerificationButtonProps) {
  const resend = useResendVerification();

  function sendAgain() {
    resend.mutate(email, {
      onSuccess: (answer) => toast({ title: "Link sent", description: answer.message }),
      onError: (error) =>
        toast({
          title: "Couldn't send the link",
          description: friendlyMessageOf(error, "Please try again in a moment."),
          variant: "destructive",
        }),
    });
  }

  return (
    <div className="space-y-3">
      <Button variant="outline" onClick={sendAgain} disabled={resend.isPending}>
        <Send aria-hidden /> {resend.isPending ? "Sending..." : "Send the link again"}
      </Button>
      {resend.data?.verificationLink ? (
        <LocalLinkShortcut href={resend.data.verificationLink} label="Confirm My Email" />
      ) : (
        resend.data?.delivery === "outbox" && !isOutboxExplained && <OutboxNote />
      )}
    </div>
  );
}
