import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { blogCategories, blogPosts } from "~/content/blog";
import { BlogList } from "./blog-list";
import { filterPosts, toggleCategory } from "./filter-posts";

const sample = [
  { title: "Modern Kitchen Trends", category: "Kitchen Design Ideas" as const },
  { title: "Wardrobe Designs for Small Bedrooms", category: "Bedroom Design Ideas" as const },
  { title: "Kitchen Storage in a Bedroom-sized Flat", category: "Home Interior Design Ideas" as const },
];

describe("filterPosts", () => {
  it.each([
    ["", null, 3],
    ["kitchen", null, 2],
    ["KITCHEN", null, 2],
    ["  kitchen ", null, 2],
    ["kitchen", "Kitchen Design Ideas", 1],
    ["", "Bedroom Design Ideas", 1],
    ["bedroom", "Bedroom Design Ideas", 1],
    ["bedroom", "Kitchen Design Ideas", 0],
    ["no such words", null, 0],
  ] as const)("query %j with category %j finds %i", (query, category, count) => {
    expect(filterPosts(sample, { query, category })).toHaveLength(count);
  });

  it("matches titles only, not categories", () => {
    expect(filterPosts(sample, { query: "ideas", category: null })).toHaveLength(0);
  });

  it("toggles a chip: the selected one clears, another one replaces it", () => {
    expect(toggleCategory(null, "Latest Articles")).toBe("Latest Articles");
    expect(toggleCategory("Latest Articles", "Latest Articles")).toBeNull();
    expect(toggleCategory("Latest Articles", "Kitchen Design Ideas")).toBe("Kitchen Design Ideas");
  });
});

function renderList() {
  const Stub = createRoutesStub([{ path: "/blogs", Component: () => <BlogList posts={blogPosts} categories={blogCategories} /> }]);
  return render(<Stub initialEntries={["/blogs"]} />);
}

describe("BlogList", () => {
  it("combines the title search with a category chip, and a second click clears the chip", async () => {
    const user = userEvent.setup();
    renderList();
    expect(screen.getAllByRole("article")).toHaveLength(4);

    const kitchen = screen.getByRole("button", { name: "Kitchen Design Ideas" });
    await user.click(kitchen);
    expect(kitchen).toHaveAttribute("aria-pressed", "true");
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByText("Kitchen Design Ideas")).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Search articles by title" }), "WARDROBE");
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.getByText(/No articles match your search/)).toBeInTheDocument();

    await user.click(kitchen);
    expect(kitchen).toHaveAttribute("aria-pressed", "false");
    const wardrobe = screen.getAllByRole("article");
    expect(wardrobe).toHaveLength(1);
    expect(within(wardrobe[0]!).getByRole("link", { name: /Read More: Fashionable Wardrobe Designs 2025/ })).toHaveAttribute(
      "href",
      "/blogs/fashionable-wardrobe-designs-2025",
    );
  });

  it("shows image, category, title, author and date on each card", () => {
    renderList();
    for (const post of blogPosts) {
      const card = screen.getByRole("heading", { name: post.title }).closest("article")!;
      const c = within(card as HTMLElement);
      expect(c.getByRole("img", { name: post.imageAlt })).toHaveAttribute("src", post.image);
      expect(c.getByText(post.category)).toBeInTheDocument();
      expect(c.getByText(new RegExp(post.author))).toBeInTheDocument();
      expect(c.getByText(post.date)).toHaveAttribute("datetime", post.isoDate);
    }
  });
});
