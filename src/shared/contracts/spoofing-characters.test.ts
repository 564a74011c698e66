import { describe, expect, it } from "vitest";
import { ZRegisterBody } from "./auth";
import { ZContactBody } from "./contacts";
import { ZSendMessageBody } from "./messages";
import { NAME_WITHOUT_ADDRESS_MESSAGE, ONE_LINE_MESSAGE } from "./single-line-text";
import { TEXT_NOT_ALLOWED_MESSAGE } from "./text";

const signUp = (firstName: string, lastName = "") => ({
  firstName,
  lastName,
  username: "robin_parent",
  email: "robin@example.com",
  password: "dino-secret",
  confirmPassword: "dino-secret",
});
const message = (subject: string, content = "Hello!") => ({
  toUserId: "grandma",
  subject,
  content,
});
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe("no text can spoof what it shows", () => {
  it.each([
    ["a right-to-left override", "invoice\u202Efdp.exe"],
    ["a left-to-right override", "hello\u202Dthere"],
    ["an embedding", "a\u202Ab"],
    ["a pop", "a\u202Cb"],
    ["an isolate", "a\u2066b\u2069"],
    ["a first-strong isolate", "a\u2068b"],
  ])("refuses %s in a subject and in a message's words", (_what, text) => {
    expect(firstError(ZSendMessageBody.safeParse(message(text)))).toBe(TEXT_NOT_ALLOWED_MESSAGE);
    expect(firstError(ZSendMessageBody.safeParse(message("Hi", text)))).toBe(
      TEXT_NOT_ALLOWED_MESSAGE,
    );
  });

  it.each([
    ["a carriage return and line feed", "Ada\r\nBcc: evil@example.com"],
    ["a line feed", "Ada\nLovelace"],
    ["a line separator", "Ada\u2028Lovelace"],
  ])("keeps names and subjects on one line: refuses %s", (_what, text) => {
    expect(firstError(ZRegisterBody.safeParse(signUp(text)))).toBe(ONE_LINE_MESSAGE);
    expect(firstError(ZRegisterBody.safeParse(signUp("Ada", text)))).toBe(ONE_LINE_MESSAGE);
    expect(firstError(ZSendMessageBody.safeParse(message(text)))).toBe(ONE_LINE_MESSAGE);
  });

  it.each(["Ada evil@example.com", "evil@example.com", "Ada @ home"])(
    "a name cannot hold an e-mail address: %s",
    (name) => {
      expect(firstError(ZRegisterBody.safeParse(signUp(name)))).toBe(NAME_WITHOUT_ADDRESS_MESSAGE);
      expect(firstError(ZContactBody.safeParse({ name, email: "gran@example.com" }))).toBe(
        NAME_WITHOUT_ADDRESS_MESSAGE,
      );
    },
  );

  it.each(["Ada", "Anne-Marie", "O'Brien", "José", "Zoë", "ليلى", "שרה", "李小龙", "Mary Ann"])(
    "keeps the names people have: %s",
    (name) => {
      expect(ZRegisterBody.safeParse(signUp(name, name)).success).toBe(true);
    },
  );

  it("keeps the lines, tabs and right-to-left marks of a message's words", () => {
    const words = "Dear Gran,\n\tWe saw 3 ducks!\r\nשלום\u200F עולם\nLove, Ada";
    expect(ZSendMessageBody.safeParse(message("Ducks!", words)).success).toBe(true);
  });
});
