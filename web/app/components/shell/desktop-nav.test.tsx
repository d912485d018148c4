import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { DesktopNav } from "./desktop-nav";

function renderNav(path = "/") {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DesktopNav />
    </MemoryRouter>,
  );
}

describe("DesktopNav", () => {
  it("lists the spec's menu in order", () => {
    renderNav();
    const nav = screen.getByRole("navigation", { name: "Main" });
    const items = Array.from(nav.querySelectorAll(":scope > ul > li > :first-child")).map((el) => el.textContent?.replace("New", "").trim());
    expect(items).toEqual(["Design Gallery", "Recent Projects", "Reviews", "Site Services", "360 View", "Guides", "Blogs", "Cities", "More"]);
  });

  it("opens a dropdown with Enter and closes it with Escape, returning focus", async () => {
    renderNav();
    const user = userEvent.setup();
    const guides = screen.getByRole("button", { name: "Guides" });
    guides.focus();
    await user.keyboard("{Enter}");
    expect(guides).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Budget Planning" })).toHaveAttribute("href", "/Guides/Budget-Planning");
    await user.tab();
    expect(screen.getByRole("link", { name: "Design Tips" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(guides).toHaveAttribute("aria-expanded", "false");
    expect(guides).toHaveFocus();
  });

  it("opens on hover, and a click while hovered keeps it open", () => {
    renderNav();
    const more = screen.getByRole("button", { name: "More" });
    fireEvent.mouseEnter(more.parentElement!);
    expect(more).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(more, { detail: 1 });
    expect(more).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(more, { detail: 1 });
    expect(more).toHaveAttribute("aria-expanded", "false");
    fireEvent.mouseEnter(more.parentElement!);
    fireEvent.mouseLeave(more.parentElement!);
    expect(more).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when focus leaves the group", async () => {
    renderNav();
    const user = userEvent.setup();
    const cities = screen.getByRole("button", { name: "Cities" });
    cities.focus();
    await user.keyboard("{Enter}");
    expect(cities).toHaveAttribute("aria-expanded", "true");
    act(() => screen.getByRole("link", { name: "Blogs" }).focus());
    expect(cities).toHaveAttribute("aria-expanded", "false");
  });

  it("marks the current page", () => {
    renderNav("/reviews");
    expect(screen.getByRole("link", { name: "Reviews" })).toHaveAttribute("aria-current", "page");
  });
});
