import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Badge } from "./badge";
import { Button, ButtonLink } from "./button";
import { SectionHeading } from "./section-heading";
import { Stars, wholeStars } from "./stars";

describe("Button", () => {
  it("is a plain button unless told otherwise", () => {
    render(
      <form>
        <Button>Next</Button>
        <Button type="submit">Send Message</Button>
      </form>,
    );
    expect(screen.getByRole("button", { name: "Next" })).toHaveAttribute("type", "button");
    expect(screen.getByRole("button", { name: "Send Message" })).toHaveAttribute("type", "submit");
  });

  it("ButtonLink navigates inside the site", () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/get-free-estimate">Get Free Estimate</ButtonLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Get Free Estimate" })).toHaveAttribute("href", "/get-free-estimate");
  });
});

describe("Stars", () => {
  it("reads out the rating and fills that many stars", () => {
    const { container } = render(<Stars rating={4} />);
    expect(screen.getByRole("img", { name: "Rated 4 out of 5" })).toBeInTheDocument();
    expect(container.querySelectorAll("[data-filled]")).toHaveLength(4);
  });

  it("clamps and rounds", () => {
    expect(wholeStars(7)).toBe(5);
    expect(wholeStars(-1)).toBe(0);
    expect(wholeStars(4.6)).toBe(5);
    expect(wholeStars(Number.NaN)).toBe(0);
  });
});

describe("Badge and SectionHeading", () => {
  it("says New by default", () => {
    render(<Badge />);
    expect(screen.getByText("New")).toBeInTheDocument();
  });

  it("renders eyebrow, heading level and intro", () => {
    render(<SectionHeading as="h1" eyebrow="How it works" title="Four steps to your new home" intro="From the first call to moving in." />);
    expect(screen.getByRole("heading", { level: 1, name: "Four steps to your new home" })).toBeInTheDocument();
    expect(screen.getByText("How it works")).toBeInTheDocument();
    expect(screen.getByText("From the first call to moving in.")).toBeInTheDocument();
  });
});
