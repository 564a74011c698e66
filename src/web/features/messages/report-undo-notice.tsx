import { Undo2 } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Notice } from "@/web/components/ui/notice";
import type { TRecentReport } from "./use-report-with-undo";

/** Over the inbox after a Report: the thanks, and Undo while the window lasts. */
export function ReportUndoNotice({
  report,
  isUndoing,
  onUndo,
}: {
  report: TRecentReport;
  isUndoing: boolean;
  onUndo(): void;
}) {
  return (
    <Notice tone="success" role="status" data-testid="report-undo">
      <p>{report.answer}</p>
      <Button variant="outline" disabled={isUndoing} onClick={onUndo}>
        <Undo2 aria-hidden /> {isUndoing ? "Taking it back..." : `Undo (${report.secondsLeft})`}
      </Button>
    </Notice>
  );
}
