import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignInPage } from "./sign-in-page";

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/admin/sign-in", element: <SignInPage /> },
      { path: "/admin/*", element: <p>Signed in at the back-office</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("SignInPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("signs in with email and password and goes where the person was", async () => {
    const fetchMock = vi.fn(async () => json(200, { name: "Asha" }));
    vi.stubGlobal("fetch", fetchMock);
    const router = renderAt("/admin/sign-in?ended=1&next=%2Fadmin%2Faudit");
    expect(screen.getByText("Your session has ended. Please sign in again.")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), "asha@example.com");
    await user.type(screen.getByLabelText(/Password/), "brass lamp over teak shelf{Enter}");
    expect(await screen.findByText("Signed in at the back-office")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin/audit");
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      email: "asha@example.com",
      password: "brass lamp over teak shelf",
    });
  });

  it("asks for the code when two-factor is on, and sends it with the password", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(200, { needCode: true }))
      .mockResolvedValueOnce(json(401, { error: "That code is not right. Use the newest code from your app, or one of your recovery codes." }))
      .mockResolvedValueOnce(json(200, {}));
    vi.stubGlobal("fetch", fetchMock);
    renderAt("/admin/sign-in?next=https%3A%2F%2Fevil.example");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), "owner@example.com");
    await user.type(screen.getByLabelText(/Password/), "brass lamp over teak shelf{Enter}");
    const code = await screen.findByLabelText(/Code/);
    expect(code).toHaveFocus();
    await user.type(code, "000000{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("That code is not right.");
    await user.clear(code);
    await user.type(code, "123456{Enter}");
    expect(await screen.findByText("Signed in at the back-office")).toBeInTheDocument();
    const last = JSON.parse(String((fetchMock.mock.calls[2] as unknown as [string, RequestInit])[1].body));
    expect(last).toEqual({ email: "owner@example.com", password: "brass lamp over teak shelf", code: "123456" });
  });

  it("shows the server's sentence for a wrong password", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => json(401, { error: "The email or password is not right." })));
    renderAt("/admin/sign-in");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), "asha@example.com");
    await user.type(screen.getByLabelText(/Password/), "wrong{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("The email or password is not right.");
    expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
  });
});
