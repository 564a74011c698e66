const TIPS = [
  "Use a clear, well-lit photo of the whole face",
  "Show the face from forehead to chin",
  "Look straight at the camera",
  "No sunglasses, hats or anything covering the face",
  "Square photos work best",
  "Leave a little space around the face",
] as const;

/** The blue tips box (spec social.md §2). */
export function PhotoTips() {
  return (
    <section
      className="rounded-3xl border-4 border-sky-200 bg-sky-50 p-5"
      aria-labelledby="photo-tips"
    >
      <h2 id="photo-tips" className="text-2xl font-bold text-sky-deep">
        Photo Tips for Best Results
      </h2>
      <ul className="mt-3 grid gap-2 text-lg sm:grid-cols-2">
        {TIPS.map((tip) => (
          <li key={tip} className="flex gap-2">
            <span aria-hidden className="text-sky-brand">
              ★
            </span>
            {tip}
          </li>
        ))}
      </ul>
    </section>
  );
}
