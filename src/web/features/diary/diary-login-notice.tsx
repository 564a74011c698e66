import { useEffect } from "react";
import { Notice } from "@/web/components/ui/notice";
import { goToLoginSoon } from "./diary-toasts";

/** Signed out on /diary: 'Please log in', then the login path 1.5 s later (spec social.md §4). */
export function DiaryLoginNotice() {
  useEffect(goToLoginSoon, []);
  return (
    <Notice tone="warning" role="alert">
      <p className="font-display text-xl font-bold">Please log in</p>
      <p>You need to be logged in to see your diary. Taking you to sign in...</p>
    </Notice>
  );
}
