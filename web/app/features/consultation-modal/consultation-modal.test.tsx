import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConsultationHost } from "./consultation-host";
import ConsultationModal from "./consultation-modal";
import { CONSULTATION_DONE_KEY, closeConsultation, consultationDone } from "./consultation-store";

afterEach(() => {
  act(() => closeConsultation());
  vi.useRealTimers();
});

vi.setConfig({ testTimeout: 30_000 });

describe("ConsultationModal", () => {
  it("shows the fields with the WhatsApp box ticked and the honeypot hidden from people", () => {
    render(<ConsultationModal open onOpenChange={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Book A Free Consultation" });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Property type" })).toBeRequired();
    expect(screen.getByRole("combobox", { name: "Location" })).not.toBeRequired();
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAttribute("type", "email");
    expect(screen.getByRole("textbox", { name: "Mobile number" })).toHaveAttribute("autocomplete", "tel-national");
    expect(screen.getByRole("textbox", { name: "Mobile number" })).toHaveAttribute("inputmode", "tel");
    expect(screen.getByText("+91")).toBeVisible();
    expect(screen.getByRole("checkbox", { name: "Send me updates on WhatsApp" })).toBeChecked();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot.closest("[aria-hidden='true']")).not.toBeNull();
  });

  it("says \"Please fill in all required fields.\" and sends nothing when a required field is empty", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<ConsultationModal open onOpenChange={onOpenChange} />);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Asha Rao");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please fill in all required fields.");
    expect(screen.getByRole("combobox", { name: "Property type" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("combobox", { name: "Property type" })).toHaveFocus();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("checks the mobile number with the server's sentence", async () => {
    const user = userEvent.setup();
    render(<ConsultationModal open onOpenChange={() => {}} />);
    await user.selectOptions(screen.getByRole("combobox", { name: "Property type" }), "3 BHK");
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Asha Rao");
    await user.type(screen.getByRole("textbox", { name: "Mobile number" }), "4876543210");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("Please enter a valid 10-digit mobile number.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Mobile number" })).toHaveFocus();
  });
});

describe("ConsultationHost auto-open", () => {
  it("opens the modal after 5000 ms, and closing it stops it for the session", async () => {
    vi.useFakeTimers();
    const { unmount } = render(<ConsultationHost autoOpen />);
    await act(async () => vi.advanceTimersByTime(4900));
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    vi.useRealTimers();
    const dialog = await screen.findByRole("dialog", { name: "Book A Free Consultation" });
    expect(consultationDone()).toBe(false);
    await userEvent.setup().click(screen.getByRole("button", { name: "Close" }));
    expect(dialog).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(CONSULTATION_DONE_KEY)).toBe("1");
    unmount();
  });

  it("does not open by itself once the visitor closed or submitted it this session", async () => {
    window.sessionStorage.setItem(CONSULTATION_DONE_KEY, "1");
    vi.useFakeTimers();
    render(<ConsultationHost autoOpen />);
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
