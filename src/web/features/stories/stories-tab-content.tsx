import { BookOpen, Layers, Mic, Users } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/web/components/ui/button";

const FEATURES = [
  {
    icon: Mic,
    title: "Voice input",
    text: "Tell your story out loud, the way you'd tell a friend.",
  },
  {
    icon: Layers,
    title: "Multi-scene stories",
    text: "Every part of your story gets its own picture.",
  },
  { icon: Users, title: "Consistent characters", text: "Your heroes look the same on every page." },
] as const;

/** The Stories tab for signed-in users: where story making starts. */
export function StoriesTabContent() {
  return (
    <section aria-labelledby="stories-title" className="space-y-6 text-center">
      <h1 id="stories-title" className="text-3xl font-bold text-grape">
        Magic Stories
      </h1>
      <Link href="/story" className={buttonVariants({ variant: "grape", size: "xl" })}>
        <BookOpen aria-hidden /> Start Creating Stories
      </Link>
      <ul className="grid gap-4 sm:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-3xl bg-white p-5 shadow-md">
            <feature.icon className="mx-auto size-10 text-grape" aria-hidden />
            <h2 className="mt-2 text-xl font-bold">{feature.title}</h2>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
