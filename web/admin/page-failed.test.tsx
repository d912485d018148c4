import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type NonIndexRouteObject, type RouteObject } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Me } from "~/lib/admin-api";
import { PageFailed } from "./admin-root";
import { adminRoutes } from "./routes";

const shellRoute = adminRoutes[0].children!.find((r) => r.path === "/admin")! as NonIndexRouteObject;

describe("a back-office page that fails", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("is caught by its own page: every signed-in page has PageFailed", () => {
    const pages = shellRoute.children!;
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) expect(page.ErrorBoundary, page.path ?? "index").toBe(PageFailed);
  });

  it("keeps the shell and its navigation, names the page and says so in a sentence", async () => {
    const me: Me = { id: 1, email: "asha@example.com", name: "Asha Rao", role: "editor", permissions: ["self", "designs", "projects", "media", "posts"], totpEnabled: true, mustSetUpTOTP: false };
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(me))));
    vi.spyOn(console, "error").mockImplementation(() => {});
    function Broken(): never {
      throw new TypeError("Cannot read properties of undefined (reading 'trim')");
    }
    // The real shell and root; one page that throws while drawing, with the boundary the route table gives each page.
    const routes: RouteObject[] = [
      {
        ...(adminRoutes[0] as NonIndexRouteObject),
        children: [{ ...shellRoute, children: [{ path: "designs", handle: { title: "Designs", permission: "designs" }, ErrorBoundary: PageFailed, Component: Broken }] }],
      },
    ];
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ["/admin/designs"] })} />);
    expect(await screen.findByRole("heading", { name: "Designs could not be shown" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Back-office" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Reload the page" })).toHaveAttribute("href", "/admin/designs");
    expect(screen.queryByText(/reading 'trim'/)).toBeNull();
    expect(screen.queryByText("The back-office could not load")).toBeNull();
  });
});
