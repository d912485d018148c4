import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Me } from "~/lib/admin-api";
import { SystemNotice } from "./system-notice";

const owner: Me = {
  id: 1,
  email: "asha@example.com",
  name: "Asha Rao",
  role: "owner",
  permissions: ["self", "leads", "settings", "system"],
  totpEnabled: true,
  mustSetUpTOTP: false,
};
const sales: Me = { ...owner, role: "sales", permissions: ["self", "leads"] };

function answering(problems: string[]) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL) => new Response(JSON.stringify({ problems }), { status: 200, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderAt(path: string, me: Me) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SystemNotice me={me} />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("SystemNotice", () => {
  it("shows an owner the System page's problems with a link to it, after one request", async () => {
    const problems = ["Free disk space is low: 512.0 MB left.", "Set TRUSTED_PROXIES to your load balancer's addresses."];
    const fetchMock = answering(problems);
    renderAt("/admin/leads", owner);
    expect(await screen.findByRole("heading", { name: "The site needs attention (2 problems)" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(problems);
    expect(screen.getByRole("link", { name: "Open System" })).toHaveAttribute("href", "/admin/system");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/admin/system");
  });

  it("asks again on the next page after a refusal, and no more once answered", async () => {
    const fetchMock = vi
      .fn(async (_url: RequestInfo | URL) => new Response(JSON.stringify({ problems: ["1 mail could not be sent: see Mail problems."] }), { status: 200 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ error: "Set up two-factor sign-in first." }), { status: 403 }));
    vi.stubGlobal("fetch", fetchMock);
    const router = createMemoryRouter(
      [{ path: "*", element: <SystemNotice me={owner} /> }],
      { initialEntries: ["/admin/account"] },
    );
    render(<RouterProvider router={router} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(() => new Promise((settled) => setTimeout(settled, 50))); // the refusal is in
    await act(() => router.navigate("/admin/leads"));
    expect(await screen.findByText("1 mail could not be sent: see Mail problems.")).toBeInTheDocument();
    await act(() => router.navigate("/admin/messages"));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("says nothing when all is well", async () => {
    const fetchMock = answering([]);
    const { container } = renderAt("/admin", owner);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(container).toBeEmptyDOMElement();
  });

  it("asks nothing for other roles, nor on the System page itself", () => {
    const fetchMock = answering(["The last backup failed: disk full"]);
    renderAt("/admin/leads", sales).unmount();
    renderAt("/admin/system", owner);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole("heading")).toBeNull();
  });
});
