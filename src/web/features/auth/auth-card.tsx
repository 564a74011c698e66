import type { ReactNode } from "react";

/** The white card the sign-in, sign-up and reset screens sit on. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-5 rounded-[2rem] border-4 border-white bg-white/90 p-5 shadow-xl sm:p-8">
      {children}
    </div>
  );
}
