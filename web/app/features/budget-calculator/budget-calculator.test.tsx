import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BudgetCalculator } from "./budget-calculator";

afterEach(() => vi.restoreAllMocks());

describe("BudgetCalculator", () => {
  it("starts from the spec defaults: 900 sq ft, other city, premium, false ceiling on", () => {
    render(<BudgetCalculator />);
    expect(screen.getByRole("spinbutton", { name: /Home size/ })).toHaveValue(900);
    expect(screen.getByRole("spinbutton", { name: /Home size/ })).toHaveAttribute("min", "200");
    expect(screen.getByRole("combobox", { name: "City" })).toHaveValue("other");
    expect(screen.getByRole("radio", { name: /Premium/ })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /False ceiling/ })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /Balcony decking/ })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: /Kitchen appliances/ })).not.toBeChecked();
    expect(screen.getByTestId("estimate")).toHaveTextContent("₹17,17,200");
    expect(screen.getByTestId("estimate-range")).toHaveTextContent("Range ₹15,45,480 to ₹18,88,920");
    expect(screen.getByTestId("breakdown-modularsCarpentry")).toHaveTextContent("₹6,01,020");
  });

  it("recomputes on every change and counts a negative size as 0", async () => {
    const user = userEvent.setup();
    render(<BudgetCalculator />);
    const size = screen.getByRole("spinbutton", { name: /Home size/ });
    await user.clear(size);
    await user.type(size, "1000");
    await user.selectOptions(screen.getByRole("combobox", { name: "City" }), "mumbai");
    await user.click(screen.getByRole("radio", { name: /Luxe/ }));
    await user.click(screen.getByRole("checkbox", { name: /Kitchen appliances/ }));
    // 2500 × 1000 × 1.2 × 1.13
    expect(screen.getByTestId("estimate")).toHaveTextContent("₹33,90,000");
    await user.clear(size);
    await user.type(size, "-300");
    expect(screen.getByTestId("estimate")).toHaveTextContent("₹0");
  });

  it("opens the print dialog from Print Estimate", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    render(<BudgetCalculator />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Print Estimate" }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
