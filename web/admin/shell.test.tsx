import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Me, Permission } from "~/lib/admin-api";
import { AdminShell } from "~/features/admin-shell/admin-shell";
import compliance from "~/content/compliance.json";
import { staticRoutes } from "~/content/paths";
import { adminRoutes, sectionsFor, type PageHandle } from "./routes";

const permissions: Record<Me["role"], Permission[]> = {
  owner: ["self", "leads", "messages", "subscribers", "designs", "projects", "media", "accounts", "audit", "mail", "settings", "system", "posts"],
  sales: ["self", "leads", "messages", "subscribers", "mail"],
  editor: ["self", "designs", "projects", "media", "posts"],
};

function renderShell(role: Me["role"]) {
  const me: Me = { id: 1, email: "asha@example.com", name: "Asha Rao", role, permissions: permissions[role], totpEnabled: true, mustSetUpTOTP: false };
  return render(
    <MemoryRouter initialEntries={["/admin/leads"]}>
      <AdminShell me={me} sections={sectionsFor(me.permissions)}>
        <p>page</p>
      </AdminShell>
    </MemoryRouter>,
  );
}

describe("AdminShell", () => {
  it.each([
    ["owner", ["Leads", "Dashboard", "Ad spend", "Appointments", "Availability", "Messages", "Subscribers", "Mail problems", "Designs", "Projects", "Blog posts", "Accounts", "Audit log", "Company details", "Access log", "Breach register", "Data protection", "Settings", "System"]],
    ["sales", ["Leads", "Dashboard", "Appointments", "Messages", "Subscribers", "Mail problems"]],
    ["editor", ["Designs", "Projects", "Blog posts"]],
  ] as const)("shows %s exactly their sections", (role, labels) => {
    renderShell(role);
    const nav = screen.getByRole("navigation", { name: "Back-office" });
    expect(within(nav).getAllByRole("link").map((a) => a.textContent)).toEqual(labels);
  });

  it("shows who is signed in, marks the current section and offers both sign-outs", () => {
    renderShell("sales");
    expect(screen.getByText("Asha Rao")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign out of every device" })).toBeInTheDocument();
  });

  it("opens and closes the phone menu from the keyboard", async () => {
    renderShell("editor");
    const user = userEvent.setup();
    const menu = screen.getByRole("button", { name: "Menu" });
    expect(menu).toHaveAttribute("aria-expanded", "false");
    menu.focus();
    await user.keyboard("{Enter}");
    expect(menu).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(menu).toHaveAttribute("aria-expanded", "false");
  });
});

describe("the back-office's one permission gate", () => {
  afterEach(() => vi.unstubAllGlobals());

  function signedInAs(role: Me["role"]) {
    const me: Me = { id: 1, email: "asha@example.com", name: "Asha Rao", role, permissions: permissions[role], totpEnabled: true, mustSetUpTOTP: false };
    const fetchMock = vi.fn(async (url: string) =>
      url === "/api/admin/me" ? new Response(JSON.stringify(me)) : new Response(JSON.stringify({ error: "Not for your role." }), { status: 403 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    return fetchMock;
  }

  it("declares a permission for every signed-in page, and lists the navigation in one order", () => {
    const shell = adminRoutes[0].children!.find((r) => r.path === "/admin")!;
    const pages = shell.children!.filter((r) => !r.index && r.path !== "*");
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) expect((page.handle as PageHandle).permission, page.path).toBeTruthy();
    expect(sectionsFor(permissions.owner).map((s) => s.to)).toContain("/admin/system");
    expect(sectionsFor(permissions.sales).map((s) => s.to)).not.toContain("/admin/settings");
  });

  it("shows Data requests to a sales person an owner gave the part, and no other owner's page", () => {
    const granted = sectionsFor([...permissions.sales, "privacy"]).map((s) => s.to);
    expect(granted).toContain("/admin/privacy");
    expect(granted).not.toContain("/admin/accounts");
    expect(sectionsFor(permissions.sales).map((s) => s.to)).not.toContain("/admin/privacy");
  });

  it("links each duty of the compliance page to a back-office page the owner can open, or to a public page", () => {
    const everything = [...new Set(Object.values(permissions).flat()), "privacy", "site-content"] as Permission[];
    const pages = sectionsFor(everything).map((s) => s.to);
    const links = compliance.duties.flatMap((d) => d.links.map((l) => [d.id, l.to] as const));
    expect(links.length).toBeGreaterThan(8);
    for (const [duty, to] of links) {
      if (to.startsWith("/admin/")) expect(pages, `${duty} → ${to}`).toContain(to);
      else expect(staticRoutes as readonly string[], `${duty} → ${to}`).toContain(to);
    }
    expect(compliance.duties.find((d) => d.id === "consent")!.links.map((l) => l.to)).toEqual(["/admin/company"]);
    expect(compliance.duties.find((d) => d.id === "rights")!.links.map((l) => l.to)).toContain("/admin/privacy");
  });

  it.each([
    ["sales", "/admin/accounts"],
    ["sales", "/admin/system"],
    ["editor", "/admin/leads/7"],
    ["sales", "/admin/blog-posts"],
    ["sales", "/admin/blog-posts/new"],
  ] as const)("shows %s 'Not available to your role' at %s without reading the page's data", async (role, path) => {
    const fetchMock = signedInAs(role);
    render(<RouterProvider router={createMemoryRouter(adminRoutes, { initialEntries: [path] })} />);
    expect(await screen.findByRole("heading", { name: "Not available to your role" }, { timeout: 5000 })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/admin/me"]);
  });

  it("opens a page the role may use", async () => {
    signedInAs("owner");
    render(<RouterProvider router={createMemoryRouter(adminRoutes, { initialEntries: ["/admin/audit"] })} />);
    expect(await screen.findByRole("heading", { name: "Audit log", level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Not available to your role" })).toBeNull();
  });
});
