import type { TGrownUpBox, TGrownUpMessage } from "@/shared/contracts/family";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { useReportMessage } from "@/web/features/messages/message-calls";
import { GROWN_UP_MESSAGE_KEYS, useGrownUpMessages } from "./family-calls";
import { toastFamilyDone, toastFamilyFailed } from "./family-toasts";
import { GrownUpMessageDialog } from "./grown-up-message-dialog";
import { GrownUpMessageRow } from "./grown-up-message-row";

const TEXT = {
  received: { label: "Messages received", empty: "Nothing received yet." },
  sent: { label: "Messages sent", empty: "Nothing sent yet." },
} as const;

/** Every kept message in one direction, newest first, each opened whole in a dialog. */
export function GrownUpMessages({ box }: { box: TGrownUpBox }) {
  const list = useGrownUpMessages(box);
  const report = useReportMessage();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<TGrownUpMessage | null>(null);
  const messages = list.data?.pages.flatMap((page) => page.messages) ?? [];

  function reportOne(message: TGrownUpMessage) {
    report.mutate(message.id, {
      onSuccess: async (answer) => {
        setOpen(null);
        toastFamilyDone(answer.message);
        await queryClient.invalidateQueries({ queryKey: GROWN_UP_MESSAGE_KEYS.received });
      },
      onError: toastFamilyFailed,
    });
  }

  return (
    <>
      {list.isPending && <p className="text-lg">Loading...</p>}
      {list.isError && (
        <p role="alert" className="text-lg text-red-700">
          We couldn&apos;t load the messages. Please refresh the page.
        </p>
      )}
      {list.isSuccess && messages.length === 0 && (
        <p className="text-lg text-slate-600">{TEXT[box].empty}</p>
      )}
      {messages.length > 0 && (
        <ul className="space-y-3" aria-label={TEXT[box].label}>
          {messages.map((message) => (
            <GrownUpMessageRow
              key={message.id}
              box={box}
              message={message}
              onOpen={() => setOpen(message)}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? "Loading..." : "Show older messages"}
          </Button>
        </div>
      )}
      <GrownUpMessageDialog
        box={box}
        message={open}
        isReporting={report.isPending}
        onClose={() => setOpen(null)}
        onReport={reportOne}
      />
    </>
  );
}
