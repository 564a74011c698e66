import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

export const Tabs = TabsPrimitive.Root;
export const TabsContent = TabsPrimitive.Content;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        "mx-auto grid w-full max-w-md grid-cols-2 gap-2 rounded-full bg-white/80 p-1.5 shadow-inner",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex min-h-12 items-center justify-center gap-2 rounded-full font-display text-lg font-semibold",
        "text-sky-deep transition-colors hover:bg-sky-50 [&_svg]:size-5",
        "data-[state=active]:bg-sky-deep data-[state=active]:text-white data-[state=active]:shadow",
        className,
      )}
      {...props}
    />
  );
}
