import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Me, Permission } from "~/lib/admin-api";
import { AdminShell } from "~/features/admin-shell/admin-shell";
import { sectionsFor } from "./routes";

const permissions: Record<Me["role"], Permission[]> = {
  owner: ["self", "leads", "messages", "subscribers", "designs", "projects", "media", "accounts", "audit", "mail", "settings", "system"],
  sales: ["self", "leads", "messages", "subscribers", "mail"],
  editor: ["self", "designs", "projects", "media"],
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
    ["owner", ["Leads", "Messages", "Subscribers", "Mail problems", "Designs", "Projects", "Accounts", "Audit log", "Settings", "System"]],
    ["sales", ["Leads", "Messages", "Subscribers", "Mail problems"]],
    ["editor", ["Designs", "Projects"]],
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
