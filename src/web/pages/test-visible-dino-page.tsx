import { DinoMascot } from "@/web/components/mascot/dino-mascot";
import { cn } from "@/web/lib/cn";
import { useDocumentTitle } from "@/web/lib/use-document-title";

const BACKDROPS = [
  { name: "Page", className: "bg-cream" },
  { name: "Overlay", className: "bg-gradient-to-b from-sky-brand via-grape to-berry" },
  { name: "Night", className: "bg-slate-900" },
  { name: "Status bar blue", className: "bg-sky-brand" },
] as const;

/** Internal icon test page: the dancing dino must stay easy to see on every backdrop. */
export function TestVisibleDinoPage() {
  useDocumentTitle("Visible dino test");
  return (
    <main className="mx-auto max-w-4xl space-y-6 p-6">
      <h1 className="text-3xl font-bold">Visible dino test</h1>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {BACKDROPS.map((backdrop) => (
          <li
            key={backdrop.name}
            className={cn(
              "flex flex-col items-center gap-2 rounded-3xl p-6 shadow",
              backdrop.className,
            )}
          >
            <DinoMascot
              label={`Dancing dino on the ${backdrop.name} backdrop`}
              className="size-40 animate-dino-dance"
            />
            <span className="rounded-full bg-white px-3 py-1 font-display font-semibold">
              {backdrop.name}
            </span>
          </li>
        ))}
      </ul>
    </main>
  );
}
