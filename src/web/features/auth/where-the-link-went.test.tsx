// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ConfirmEmailScreen } from "./confirm-email-screen";
import { ResetCompleteScreen } from "./reset-complete-screen";

afterEach(cleanup);

const withQueries = (ui: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
const email = "robin@example.com";
const LOCAL = /you're using the computer it runs on/;
const OUTBOX = /saved on the computer Doodle Dino runs on/;

describe("the confirm-email screen says where the link went", () => {
  it("by mail: the inbox steps, no shortcut", () => {
    withQueries(
      <ConfirmEmailScreen answer={{ message: "", email, delivery: "email" }} onBack={() => {}} />,
    );
    expect(screen.getByText("Open your email inbox.")).toBeTruthy();
    expect(screen.queryByText(OUTBOX)).toBeNull();
    expect(screen.queryByRole("link", { name: /Confirm My Email/ })).toBeNull();
  });

  it("to the outbox, for someone elsewhere: the outbox and who to ask, no shortcut", () => {
    withQueries(
      <ConfirmEmailScreen answer={{ message: "", email, delivery: "outbox" }} onBack={() => {}} />,
    );
    expect(screen.getByText(OUTBOX)).toBeTruthy();
    expect(screen.getByText("Ask the grown-up who runs this Doodle Dino.")).toBeTruthy();
    expect(screen.queryByText("Open your email inbox.")).toBeNull();
    expect(screen.queryByRole("link", { name: /Confirm My Email/ })).toBeNull();
  });

  it("to the outbox, for a person at the server's computer: the link it was handed", () => {
    const verificationLink = "http://localhost:5000/api/auth/verify-email?token=abc";
    withQueries(
      <ConfirmEmailScreen
        answer={{ message: "", email, delivery: "outbox", verificationLink }}
        onBack={() => {}}
      />,
    );
    expect(screen.getByText(LOCAL)).toBeTruthy();
    expect(screen.getByRole("link", { name: /Confirm My Email/ }).getAttribute("href")).toBe(
      verificationLink,
    );
  });
});

describe("the reset screen says where the link went", () => {
  it("by mail: no outbox note, no shortcut", () => {
    render(<ResetCompleteScreen answer={{ message: "", delivery: "email" }} email={email} />);
    expect(screen.getByText(/we sent an email to/)).toBeTruthy();
    expect(screen.queryByText(OUTBOX)).toBeNull();
    expect(screen.queryByRole("link", { name: /Confirm New Password/ })).toBeNull();
  });

  it("to the outbox, for someone elsewhere: the outbox note with what to do", () => {
    render(<ResetCompleteScreen answer={{ message: "", delivery: "outbox" }} email={email} />);
    expect(screen.getByText(OUTBOX).textContent).toContain("Ask the grown-up who runs it");
    expect(screen.queryByRole("link", { name: /Confirm New Password/ })).toBeNull();
  });

  it("to the outbox, even for a person at the server's computer: never a shortcut", () => {
    const answer = { message: "", delivery: "outbox", confirmationLink: "http://x/?token=a" };
    render(<ResetCompleteScreen answer={answer as never} email={email} />);
    expect(screen.getByText(OUTBOX)).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Confirm New Password/ })).toBeNull();
  });
});
