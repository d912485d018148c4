import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { OFFER_DISMISSED_KEY, OfferBar, offerBarHeadScript } from "./offer-bar";

function renderBar() {
  return render(
    <MemoryRouter>
      <OfferBar />
    </MemoryRouter>,
  );
}

afterEach(() => document.documentElement.removeAttribute("data-offer-dismissed"));

describe("OfferBar", () => {
  it("promotes the offer and links to the estimate page", () => {
    renderBar();
    const bar = screen.getByRole("complementary", { name: "Offer" });
    expect(bar).toHaveTextContent("25% off + 25-year warranty on modular interiors, orders above Rs. 5 Lakh.");
    expect(screen.getByRole("link", { name: "Claim offer" })).toHaveAttribute("href", "/get-free-estimate");
  });

  it("remembers dismissal for the session", async () => {
    renderBar();
    await userEvent.click(screen.getByRole("button", { name: "Dismiss offer" }));
    expect(screen.queryByRole("complementary", { name: "Offer" })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(OFFER_DISMISSED_KEY)).toBe("1");
    expect(document.documentElement).toHaveAttribute("data-offer-dismissed");
  });

  it("stays hidden on the next page load of the session", () => {
    sessionStorage.setItem(OFFER_DISMISSED_KEY, "1");
    renderBar();
    expect(screen.queryByRole("complementary", { name: "Offer" })).not.toBeInTheDocument();
  });

  it("marks the document before paint from the head script", () => {
    new Function(offerBarHeadScript)();
    expect(document.documentElement).not.toHaveAttribute("data-offer-dismissed");
    sessionStorage.setItem(OFFER_DISMISSED_KEY, "1");
    new Function(offerBarHeadScript)();
    expect(document.documentElement).toHaveAttribute("data-offer-dismissed");
  });
});
