import { DinoMascot } from "@/web/components/mascot/dino-mascot";
import { Logo } from "@/web/features/layout/logo";
import { useDocumentTitle } from "@/web/lib/use-document-title";

const SIZES = [16, 32, 48, 96, 192] as const;

/** Internal icon test page: the mascot at every size it is used, and the logo. */
export function TestDinoPage() {
  useDocumentTitle("Dino test");
  return (
    <main className="mx-auto max-w-4xl space-y-8 p-6">
      <h1 className="text-3xl font-bold">Dino icon test</h1>
      <Logo />
      <ul className="flex flex-wrap items-end gap-6">
        {SIZES.map((size) => (
          <li key={size} className="flex flex-col items-center gap-2">
            <div style={{ width: size, height: size }}>
              <DinoMascot label={`Dino at ${size} pixels`} className="size-full" />
            </div>
            <span className="text-sm">{size}px</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
