import { REPORT_UNDO_SECONDS } from "@/shared/contracts/family";
import { MESSAGE_TEXT, type TMessage, type TMessageBox } from "@/shared/contracts/messages";
import { Flag, Home, Inbox, PenLine, Send } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { DinoMascot } from "@/web/components/mascot/dino-mascot";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { AppHeader } from "@/web/features/layout/app-header";
import { SiteFooter } from "@/web/features/layout/site-footer";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { ComposeMessageDialog, type TComposeDraft } from "./compose-message-dialog";
import { useDeleteMessage, useMarkMessageRead, useMessageBox } from "./message-calls";
import { MessageDetailDialog } from "./message-detail-dialog";
import { replySubject } from "./message-format";
import { MessageRow } from "./message-row";
import { toastMessageFailure, toastMessageSuccess } from "./message-toasts";
import { ReportUndoNotice } from "./report-undo-notice";
import { useReportWithUndo } from "./use-report-with-undo";

const SCREENS = {
  inbox: {
    title: "My Inbox",
    emoji: "love-letter",
    other: { href: "/sent", label: "Sent Messages", Icon: Send },
    emptyTitle: "No messages yet",
    emptyText: "Your inbox is empty. Messages you receive will appear here.",
  },
  sent: {
    title: "Sent Messages",
    emoji: "e-mail",
    other: { href: "/inbox", label: "Inbox", Icon: Inbox },
    emptyTitle: "No sent messages",
    emptyText: "Messages you send will appear here.",
  },
} as const;

const LIST_FAILED = "We couldn't load your messages. Please refresh the page to try again.";
const EMPTY_DRAFT: TComposeDraft = { toUserId: "", subject: "" };

/** /inbox and /sent (spec social.md §2): the list, the detail dialog and Compose. */
export function MessagesScreen({ box }: { box: TMessageBox }) {
  const screen = SCREENS[box];
  useDocumentTitle(screen.title);
  const list = useMessageBox(box);
  const markRead = useMarkMessageRead();
  const deleteMessage = useDeleteMessage(box);
  const report = useReportWithUndo();
  const [openMessage, setOpenMessage] = useState<TMessage | null>(null);
  const [draft, setDraft] = useState<TComposeDraft | null>(null);
  const messages = list.data?.pages.flatMap((page) => page.messages) ?? [];

  useEffect(() => {
    if (list.error) toastMessageFailure(list.error, LIST_FAILED);
  }, [list.error]);

  function open(message: TMessage) {
    setOpenMessage(message);
    if (box === "inbox" && !message.isRead) {
      markRead.mutate(message.id, {
        onError: (error) => toastMessageFailure(error, MESSAGE_TEXT.markReadFailed),
      });
    }
  }

  function remove(message: TMessage) {
    deleteMessage.mutate(message.id, {
      onSuccess: () => {
        setOpenMessage(null);
        toastMessageSuccess(MESSAGE_TEXT.deleted);
      },
      onError: (error) => toastMessageFailure(error, MESSAGE_TEXT.deleteFailed),
    });
  }

  function startReport(message: TMessage) {
    setOpenMessage(null);
    report.start(message);
  }

  function reply(message: TMessage) {
    setOpenMessage(null);
    setDraft({ toUserId: message.from.username, subject: replySubject(message.subject) });
  }

  return (
    <>
      <AppHeader />
      <main className="mx-auto max-w-3xl space-y-5 px-3 py-5 sm:px-6">
        <div className="flex items-center gap-3">
          <FluentEmoji name={screen.emoji} className="size-14 shrink-0" />
          <h1 className="text-4xl font-bold text-sky-deep">{screen.title}</h1>
        </div>
        <nav aria-label="Messages" className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
          <Button
            variant="dino"
            className="col-span-2 sm:order-last sm:ml-auto"
            onClick={() => setDraft(EMPTY_DRAFT)}
          >
            <PenLine aria-hidden /> Compose
          </Button>
          <Link href="/" className={buttonVariants({ variant: "outline" })}>
            <Home aria-hidden /> Home
          </Link>
          <Link href={screen.other.href} className={buttonVariants({ variant: "outline" })}>
            <screen.other.Icon aria-hidden /> {screen.other.label}
          </Link>
        </nav>

        {report.recent && (
          <ReportUndoNotice
            report={report.recent}
            isUndoing={report.isUndoing}
            onUndo={report.undo}
          />
        )}
        {list.isPending && (
          <div className="flex flex-col items-center gap-3 rounded-3xl bg-white/70 p-8 text-lg">
            <DinoMascot className="size-20 animate-dino-bob" />
            Loading your messages...
          </div>
        )}
        {list.isError && (
          <p role="alert" className="rounded-3xl bg-white/70 p-6 text-center text-lg text-red-700">
            {LIST_FAILED}
          </p>
        )}
        {list.isSuccess && messages.length === 0 && (
          <div className="flex flex-col items-center gap-2 rounded-3xl bg-white/80 p-8 text-center">
            <DinoMascot className="size-24 animate-dino-bob" />
            <h2 className="text-2xl font-bold text-sky-deep">{screen.emptyTitle}</h2>
            <p className="text-lg">{screen.emptyText}</p>
          </div>
        )}
        {messages.length > 0 && (
          <ul className="space-y-3" aria-label={screen.title}>
            {messages.map((message) => (
              <MessageRow
                key={message.id}
                message={message}
                box={box}
                isDeleting={deleteMessage.isPending && deleteMessage.variables === message.id}
                onOpen={() => open(message)}
                onDelete={() => remove(message)}
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
        <SiteFooter />
      </main>

      <MessageDetailDialog
        message={openMessage}
        box={box}
        isDeleting={deleteMessage.isPending}
        isReporting={report.isReporting}
        onClose={() => setOpenMessage(null)}
        onDelete={remove}
        onReply={reply}
        onReport={startReport}
      />
      {report.gateDialog}
      <ConfirmDialog
        isOpen={report.asking !== null}
        onClose={report.cancel}
        title="Report this message?"
        description="It leaves the inbox, and a grown-up at Doodle Dino will read it and can stop the sender."
        note={`You can undo it for ${REPORT_UNDO_SECONDS} seconds.`}
        confirmLabel="Report"
        busyLabel="Reporting..."
        confirmIcon={Flag}
        isBusy={report.isReporting}
        onConfirm={() => report.confirm(() => window.scrollTo({ top: 0 }))}
        keepLabel="Keep it"
      />
      <ComposeMessageDialog draft={draft} onClose={() => setDraft(null)} />
    </>
  );
}
