import {
  createContext,
  useContext,
  useId,
  useMemo,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { cn } from "@/web/lib/cn";
import { TABS_LIST_CLASS, TABS_TRIGGER_CLASS } from "./tabs-style";

interface TTabsState {
  shownValue: string;
  onValueChange: (value: string) => void;
  idOf: (value: string, part: "tab" | "panel") => string;
}

const TabsState = createContext<TTabsState | null>(null);

function useTabsState(): TTabsState {
  const state = useContext(TabsState);
  if (!state) throw new Error("A tab or tab panel is drawn outside <Tabs>");
  return state;
}

interface TabsProps {
  /** The tab shown; the page keeps it, and changes it in `onValueChange`. */
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}

/**
 * Tabs after the WAI-ARIA tabs pattern: a tab list whose arrow keys, Home and End move between
 * the tabs and show the one reached, and the shown tab's panel. Only the shown panel is drawn.
 * Written here rather than taken from Radix: its panels measured their own animation as they
 * mounted, which made the creation page's first draw, the largest on the first screen, lay the
 * page out twice in one long task.
 */
export function Tabs({ value, onValueChange, children }: TabsProps) {
  const baseId = useId();
  const state = useMemo<TTabsState>(
    () => ({
      shownValue: value,
      onValueChange,
      idOf: (tab, part) => `${baseId}-${part}-${tab}`,
    }),
    [value, onValueChange, baseId],
  );
  return (
    <TabsState.Provider value={state}>
      <div>{children}</div>
    </TabsState.Provider>
  );
}

const KEY_STEPS: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at) => at + 1,
  ArrowLeft: (at) => at - 1,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/** Moves to the next or previous tab (round the ends), the first or the last, and shows it. */
function moveBetweenTabs(event: KeyboardEvent<HTMLDivElement>) {
  const step = KEY_STEPS[event.key];
  if (!step) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const at = tabs.findIndex((tab) => tab === document.activeElement);
  if (at < 0) return;
  event.preventDefault();
  const next = tabs[(step(at, tabs.length) + tabs.length) % tabs.length];
  next?.focus();
  next?.click();
}

export function TabsList({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(TABS_LIST_CLASS, className)}
      onKeyDown={moveBetweenTabs}
      {...props}
    />
  );
}

type TTabsTriggerProps = Omit<ComponentProps<"button">, "value" | "onClick"> & { value: string };

export function TabsTrigger({ value, className, ...props }: TTabsTriggerProps) {
  const { shownValue, onValueChange, idOf } = useTabsState();
  const isShown = value === shownValue;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(value, "tab")}
      aria-selected={isShown}
      // Only the shown tab's panel is on the page to point at.
      aria-controls={isShown ? idOf(value, "panel") : undefined}
      tabIndex={isShown ? 0 : -1}
      data-state={isShown ? "active" : "inactive"}
      className={cn(TABS_TRIGGER_CLASS, className)}
      onClick={() => onValueChange(value)}
      {...props}
    />
  );
}

type TTabsContentProps = Omit<ComponentProps<"div">, "id"> & { value: string };

export function TabsContent({ value, ...props }: TTabsContentProps) {
  const { shownValue, idOf } = useTabsState();
  if (value !== shownValue) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(value, "panel")}
      aria-labelledby={idOf(value, "tab")}
      tabIndex={0}
      data-state="active"
      {...props}
    />
  );
}
