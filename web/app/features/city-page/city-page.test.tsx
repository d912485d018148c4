import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { cities, getCity } from "~/content/cities";
import { citySlugs } from "~/content/paths";
import { CityPage } from "./city-page";

function renderCity(slug: (typeof citySlugs)[number]) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <CityPage city={getCity(slug)!} /> }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("CityPage", { timeout: 20_000 }, () => {
  it.each(citySlugs)("%s shows the spec sections with its own text", (slug) => {
    const city = cities[slug];
    renderCity(slug);
    const heading = `Best Home Interior Designers In ${slug.charAt(0).toUpperCase()}${slug.slice(1)}`;
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(heading);
    expect(screen.getAllByRole("link", { name: "Book Free Consultation" })[0]).toHaveAttribute("href", "/get-free-estimate");
    expect(screen.getByRole("link", { name: /Meet Our Designer/ })).toHaveAttribute("href", "/Aboutus");
    for (const badge of ["Personalised Designs", "20% Extra Storage", "Durable Modular Furniture"]) expect(screen.getByText(badge)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Space-Saving Designs" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Bedroom Interiors" })).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: `Interior Solutions for ${city.displayName} Homes` })).getAllByRole("listitem")).toHaveLength(6);
    expect(screen.getByRole("heading", { level: 2, name: "How We Design Your Home" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Why Homeowners Choose Us" })).toBeInTheDocument();
    expect(screen.getByText(city.heroIntro)).toBeInTheDocument();
    expect(screen.getByText(city.localities[0]!)).toBeInTheDocument();
  });
});
