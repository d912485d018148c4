import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { EstimateForm } from "./estimate-form";

function renderForm() {
  const router = createMemoryRouter([{ path: "/", element: <EstimateForm /> }]);
  return render(<RouterProvider router={router} />);
}

vi.setConfig({ testTimeout: 30_000 });

describe("EstimateForm", () => {
  it("offers the spec's choices, gates NEXT and comes BACK with the choices kept", async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getAllByRole("radio").map((r) => (r as HTMLInputElement).value)).toEqual([
      "1 BHK", "2 BHK", "3 BHK", "4+ BHK / Duplex",
      "Mumbai", "Delhi", "Bangalore", "Hyderabad", "Chennai", "Pune", "Kolkata", "Ahmedabad", "Gurgaon", "Noida", "Faridabad", "Ghaziabad",
    ]);
    const next = screen.getByRole("button", { name: "NEXT" });
    expect(next).toBeDisabled();
    await user.click(screen.getByText("4+ BHK / Duplex"));
    expect(next).toBeDisabled();
    await user.click(screen.getByText("Ghaziabad"));
    expect(next).toBeEnabled();
    await user.click(next);

    expect(screen.getByRole("heading", { name: "How can we reach you?" })).toHaveFocus();
    expect(screen.getByRole("checkbox", { name: "Send me updates on WhatsApp" })).not.toBeChecked();
    expect(screen.getByRole("textbox", { name: "Name" })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "Mobile number" })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "Email" })).not.toBeRequired();
    expect(screen.getByText("4+ BHK / Duplex in Ghaziabad")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "BACK" }));
    expect(screen.getByRole("radio", { name: "4+ BHK / Duplex" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Ghaziabad" })).toBeChecked();
  });

  it("shows the mobile rule's sentence instead of sending a bad number", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByText("2 BHK"));
    await user.click(screen.getByText("Pune"));
    await user.click(screen.getByRole("button", { name: "NEXT" }));
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Ravi");
    await user.type(screen.getByRole("textbox", { name: "Mobile number" }), "+1 555 0100");
    await user.click(screen.getByRole("button", { name: "GET FREE ESTIMATE" }));
    expect(screen.getByText("Please enter a valid 10-digit mobile number.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Mobile number" })).toHaveFocus();
  });
});
