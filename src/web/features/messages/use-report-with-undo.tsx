import { REPORT_UNDO_SECONDS } from "@/shared/contracts/family";
import type { TMessage } from "@/shared/contracts/messages";
import { useEffect, useState } from "react";
import { useParentalGate } from "@/web/features/parental-gate/use-parental-gate";
import { useReportMessage, useUndoReport } from "./message-calls";
import { toastMessageFailure, toastMessageSuccess } from "./message-toasts";

const REPORT_FAILED = "We couldn't send the report. Please try again!";
const UNDO_FAILED = "We couldn't take the report back. Please try again!";

/** A report just filed: what the server said, and until when it can be taken back. */
export interface TRecentReport {
  messageId: string;
  answer: string;
  secondsLeft: number;
}

/**
 * Report on a received message, made for a child's hands (issue 36): a grown-up passes the
 * parental gate, reads what will happen and confirms; the report is then filed at once (closing
 * the page never loses it) and can be taken back for REPORT_UNDO_SECONDS, on the server too.
 */
export function useReportWithUndo() {
  const gate = useParentalGate();
  const report = useReportMessage();
  const undo = useUndoReport();
  const [asking, setAsking] = useState<TMessage | null>(null);
  const [recent, setRecent] = useState<TRecentReport | null>(null);
  const recentId = recent?.messageId;

  useEffect(() => {
    if (!recentId) return;
    const deadline = Date.now() + REPORT_UNDO_SECONDS * 1000;
    const tick = window.setInterval(() => {
      const secondsLeft = Math.ceil((deadline - Date.now()) / 1000);
      setRecent((current) =>
        current?.messageId !== recentId
          ? current
          : secondsLeft > 0
            ? { ...current, secondsLeft }
            : null,
      );
    }, 250);
    return () => window.clearInterval(tick);
  }, [recentId]);

  return {
    gateDialog: gate.dialog,
    asking,
    recent,
    isReporting: report.isPending,
    isUndoing: undo.isPending,
    /** The Report button: the grown-up's gate first, then the question. */
    start(message: TMessage) {
      gate.check(() => setAsking(message));
    },
    cancel() {
      setAsking(null);
    },
    confirm(onReported: () => void) {
      if (!asking) return;
      const messageId = asking.id;
      report.mutate(messageId, {
        onSuccess: (answer) => {
          setAsking(null);
          setRecent({ messageId, answer: answer.message, secondsLeft: REPORT_UNDO_SECONDS });
          onReported();
        },
        onError: (error) => toastMessageFailure(error, REPORT_FAILED),
      });
    },
    undo() {
      if (!recent) return;
      undo.mutate(recent.messageId, {
        onSuccess: (answer) => {
          setRecent(null);
          toastMessageSuccess(answer.message);
        },
        onError: (error) => {
          setRecent(null);
          toastMessageFailure(error, UNDO_FAILED);
        },
      });
    },
  };
}
