import { describe, expect, it } from "vitest";
import { KeptAnswers } from "./kept-answers";

describe("KeptAnswers", () => {
  it("asks once, then answers from memory until the answer is forgotten", async () => {
    const kept = new KeptAnswers<string>(10);
    let asked = 0;
    const load = async () => `answer ${++asked}`;
    expect(await kept.read("a", load)).toBe("answer 1");
    expect(await kept.read("a", load)).toBe("answer 1");
    kept.forget("a");
    expect(await kept.read("a", load)).toBe("answer 2");
    kept.forgetAll();
    expect(await kept.read("a", load)).toBe("answer 3");
  });

  it("never keeps an answer that a change overtook while it was being read", async () => {
    const kept = new KeptAnswers<string>(10);
    const stale = await kept.read("a", async () => {
      kept.forget("a"); // the database announces a change while the old answer is on its way
      return "before the change";
    });
    expect(stale).toBe("before the change");
    expect(await kept.read("a", async () => "after the change")).toBe("after the change");
  });

  it("never keeps 'nothing there'", async () => {
    const kept = new KeptAnswers<string>(10);
    expect(await kept.read("a", async () => null)).toBeNull();
    expect(await kept.read("a", async () => "made since")).toBe("made since");
  });

  it("drops the least recently used answers past its size", async () => {
    const kept = new KeptAnswers<string>(10, (answer) => answer.length);
    await kept.read("a", async () => "aaaa");
    await kept.read("b", async () => "bbbb");
    await kept.read("a", async () => "not asked");
    await kept.read("c", async () => "cccc"); // 12 > 10: "b" was used least recently
    expect(await kept.read("a", async () => "asked again")).toBe("aaaa");
    expect(await kept.read("c", async () => "asked again")).toBe("cccc");
    expect(await kept.read("b", async () => "asked again")).toBe("asked again");
  });
});
