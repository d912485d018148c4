import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Checkbox } from "./checkbox";
import { MobileInput } from "./mobile-input";
import { SelectField } from "./select-field";
import { TextArea } from "./text-area";
import { TextField } from "./text-field";

describe("TextField", () => {
  it("labels the input and links hint and error", () => {
    render(<TextField label="Email" type="email" hint="We never share it." error="Enter a valid e-mail." />);
    const input = screen.getByLabelText("Email");
    expect(input).toHaveAttribute("type", "email");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("We never share it. Enter a valid e-mail.");
  });

  it("is valid and undescribed without hint or error", () => {
    render(<TextField label="Name" required />);
    const input = screen.getByRole("textbox", { name: /Name/ });
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
    expect(input).toBeRequired();
  });
});

describe("TextArea", () => {
  it("defaults to six rows", () => {
    render(<TextArea label="Message" />);
    expect(screen.getByLabelText("Message")).toHaveAttribute("rows", "6");
  });
});

describe("SelectField", () => {
  it("offers an empty placeholder then the options", async () => {
    render(<SelectField label="Subject" placeholder="Select a subject" options={["general", { value: "sales", label: "Sales" }]} />);
    const select = screen.getByLabelText("Subject");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Select a subject", "general", "Sales"]);
    await userEvent.selectOptions(select, "sales");
    expect(select).toHaveValue("sales");
  });
});

describe("Checkbox", () => {
  it("toggles when its label is clicked", async () => {
    render(<Checkbox label="Send me updates on WhatsApp" defaultChecked />);
    const box = screen.getByRole("checkbox", { name: "Send me updates on WhatsApp" });
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText("Send me updates on WhatsApp"));
    expect(box).not.toBeChecked();
  });
});

describe("MobileInput", () => {
  it("shows the fixed +91 and asks for the phone keypad", async () => {
    render(<MobileInput label="Mobile number" error="Please enter a valid 10-digit mobile number." />);
    const input = screen.getByLabelText("Mobile number");
    expect(screen.getByText("+91")).toBeVisible();
    expect(input).toHaveAttribute("type", "tel");
    expect(input).toHaveAttribute("inputmode", "tel");
    expect(input).toHaveAccessibleDescription("+91 Please enter a valid 10-digit mobile number.");
    await userEvent.type(input, "98765 43210");
    expect(input).toHaveValue("98765 43210");
  });
});

describe("refs", () => {
  it("reach the native control, so forms can focus the first invalid field", () => {
    const ref = { current: null as HTMLSelectElement | null };
    render(<SelectField ref={ref} label="Property type" options={["1 BHK"]} />);
    expect(ref.current).toBe(screen.getByLabelText("Property type"));
  });
});
