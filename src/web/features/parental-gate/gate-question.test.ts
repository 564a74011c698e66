import { describe, expect, it } from "vitest";
import { isGateAnswer, newGateQuestion, numberInWords } from "./gate-question";

describe("the parental gate's question", () => {
  it("writes two-digit numbers in words", () => {
    expect(numberInWords(47)).toBe("forty-seven");
    expect(numberInWords(21)).toBe("twenty-one");
    expect(numberInWords(99)).toBe("ninety-nine");
  });

  it("asks a two-digit number that is not a round ten, and takes only its digits", () => {
    for (const draw of [0, 0.5, 0.999999]) {
      const question = newGateQuestion(() => draw);
      expect(question.answer).toBeGreaterThanOrEqual(21);
      expect(question.answer).toBeLessThanOrEqual(99);
      expect(question.answer % 10).not.toBe(0);
      expect(isGateAnswer(question, ` ${question.answer} `)).toBe(true);
      expect(isGateAnswer(question, question.words)).toBe(false);
      expect(isGateAnswer(question, String(question.answer + 1))).toBe(false);
      expect(isGateAnswer(question, "")).toBe(false);
    }
  });
});
