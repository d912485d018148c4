import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RepeatMarker, UnreadMarker } from "./lead-bits";
import { LEAD_LIMITS } from "~/features/admin-leads/vocabulary";

afterEach(cleanup);

describe("RepeatMarker", () => {
  it("says nothing for a lead whose mobile no other lead shares", () => {
    const { container } = render(<RepeatMarker count={0} />);
    expect(container.textContent).toBe("");
  });

  it("counts the lead and its repeats", () => {
    render(<RepeatMarker count={2} />);
    expect(screen.getByText(/same mobile as 2 other leads/)).toBeTruthy();
    expect(screen.getByText("×3", { exact: false })).toBeTruthy();
  });

  it("says 'or more' at the server's cap, where it stops counting", () => {
    const cap = LEAD_LIMITS.repeatsCounted;
    render(<RepeatMarker count={cap} />);
    expect(screen.getByText(new RegExp(`same mobile as ${cap} or more other leads`))).toBeTruthy();
    expect(screen.getByText(`×${cap + 1}+`, { exact: false })).toBeTruthy();
  });
});

describe("UnreadMarker", () => {
  it("says nothing when every WhatsApp message was read", () => {
    const { container } = render(<UnreadMarker count={0} />);
    expect(container.textContent).toBe("");
  });

  it("shows the count, and says in words what it counts", () => {
    render(<UnreadMarker count={2} />);
    expect(screen.getByText("2 unread WhatsApp messages")).toHaveClass("sr-only");
    expect(screen.getByText("2 unread")).toBeVisible();
    render(<UnreadMarker count={1} />);
    expect(screen.getByText("1 unread WhatsApp message")).toBeInTheDocument();
  });
});
