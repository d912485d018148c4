import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WIDEST_DEADLINE } from "./offer-deadline";
import { DEADLINE_PLACEHOLDER, OfferDeadlineText } from "./offer-deadline-text";

afterEach(() => vi.useRealTimers());

describe("OfferDeadlineText", () => {
  it("pre-renders a neutral text with the widest date reserving the space", () => {
    const html = renderToString(<OfferDeadlineText />);
    expect(html).toContain(DEADLINE_PLACEHOLDER);
    expect(html).toContain(WIDEST_DEADLINE);
    expect(html).toContain('data-offer-deadline="pending"');
  });

  it("shows the India-time deadline once in the browser", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-30T20:00:00Z"));
    render(<OfferDeadlineText />);
    expect(screen.getByText("28 February 2026")).toHaveAttribute("data-offer-deadline", "ready");
  });
});
