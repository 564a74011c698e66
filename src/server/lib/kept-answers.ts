/**
 * Answers kept in memory until the database announces they changed (see db/change-feed.ts).
 * `read` never keeps an answer that a change overtook: an announcement that lands while the
 * answer is being read bumps the generation, and the stale answer is returned once, not kept.
 * A `null` answer (nothing there) is never kept. The least recently used answers are dropped once
 * their total size passes `maxSize` (each counts 1 unless `sizeOf` says otherwise).
 */
export class KeptAnswers<T extends NonNullable<unknown>> {
  private readonly answers = new Map<string, T>();
  private size = 0;
  private generation = 0;

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (answer: T) => number = () => 1,
  ) {}

  async read(key: string, load: () => Promise<T | null>): Promise<T | null> {
    const kept = this.answers.get(key);
    if (kept !== undefined) {
      // Map order is insertion order: moving a used answer to the end keeps the oldest first.
      this.answers.delete(key);
      this.answers.set(key, kept);
      return kept;
    }
    const generation = this.generation;
    const answer = await load();
    if (answer !== null && generation === this.generation) this.keep(key, answer);
    return answer;
  }

  forget(key: string): void {
    this.generation++;
    this.drop(key);
  }

  forgetAll(): void {
    this.generation++;
    this.answers.clear();
    this.size = 0;
  }

  private keep(key: string, answer: T): void {
    this.drop(key);
    this.answers.set(key, answer);
    this.size += this.sizeOf(answer);
    for (const oldest of this.answers.keys()) {
      if (this.size <= this.maxSize) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const answer = this.answers.get(key);
    if (answer === undefined) return;
    this.answers.delete(key);
    this.size -= this.sizeOf(answer);
  }
}

/** Where a service reads an answer: kept ones (embedded database) or the database every time. */
export type AnswerSource<T extends NonNullable<unknown>> = Pick<KeptAnswers<T>, "read">;

export function askEveryTime<T extends NonNullable<unknown>>(): AnswerSource<T> {
  return { read: (_key, load) => load() };
}
