import { MonitorSmartphone } from "lucide-react";

/**
 * With no mail server, for anyone not at the server's own computer: the e-mail was saved on that
 * computer (its outbox folder and its log), so the grown-up who runs it has the link. A screen
 * that lists the steps itself leaves out what to do.
 */
export function OutboxNote({ showsWhatToDo = true }: { showsWhatToDo?: boolean }) {
  return (
    <div
      data-testid="outbox-note"
      className="flex items-start gap-3 rounded-2xl bg-amber-50 p-4 text-left shadow-sm ring-2 ring-sunny"
    >
      <MonitorSmartphone aria-hidden className="mt-1 size-7 shrink-0 text-sky-deep" />
      <p className="text-base">
        This Doodle Dino has no mail server yet, so the email did not go to an inbox: it was saved
        on the computer Doodle Dino runs on, in its <strong>outbox folder</strong> and its{" "}
        <strong>log</strong>.
        {showsWhatToDo &&
          " Ask the grown-up who runs it to open the link from there, or to send it to you."}
      </p>
    </div>
  );
}
