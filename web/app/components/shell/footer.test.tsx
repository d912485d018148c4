import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { settings } from "~/content/settings";
import { Footer } from "./footer";

describe("Footer", () => {
  it("shows the current year, the centres, legal and social links", () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByText(`© ${new Date().getFullYear()} ${settings.brandName}`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/policy");
    expect(screen.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("href", "/terms-and-condition");
    expect(screen.getByRole("link", { name: `${settings.brandName} on LinkedIn` })).toHaveAttribute("href", settings.social.linkedin);
    for (const city of settings.experienceCentres) expect(screen.getByText(city)).toBeInTheDocument();
    expect(screen.getAllByRole("navigation")).toHaveLength(4);
    expect(screen.getAllByRole("link", { name: "Get Free Estimate" })[0]).toHaveAttribute("href", "/get-free-estimate");
  });
});
