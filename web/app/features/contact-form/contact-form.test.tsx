import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContactForm } from "./contact-form";
import { CONTACT_SUBJECTS, contactPayload, initialContact, MIN_SENDING_MS, SENT_DESCRIPTION, SENT_TITLE } from "./contact-logic";

describe("ContactForm", () => {
  it("has the spec's fields with the browser's own checks", () => {
    render(<ContactForm />);
    for (const name of ["First Name", "Last Name", "Email", "Message"]) expect(screen.getByRole("textbox", { name })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "Phone" })).not.toBeRequired();
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAttribute("type", "email");
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveAttribute("rows", "6");
    const subject = screen.getByRole("combobox", { name: "Subject" });
    expect(subject).toBeRequired();
    expect(subject).toHaveValue("");
    expect([...subject.querySelectorAll("option")].map((o) => [o.value, o.textContent])).toEqual([
      ["", "Select a subject"],
      ["general", "General Inquiry"],
      ["support", "Customer Support"],
      ["sales", "Sales"],
      ["partnership", "Partnership"],
      ["other", "Other"],
    ]);
    expect(screen.getByRole("button", { name: "Send Message" })).toHaveAttribute("type", "submit");
  });
});

describe("contact rules", () => {
  it("keeps the spec's texts and timing", () => {
    expect(SENT_TITLE).toBe("Message sent!");
    expect(SENT_DESCRIPTION).toBe("We'll get back to you as soon as possible.");
    expect(MIN_SENDING_MS).toBe(1500);
    expect(CONTACT_SUBJECTS.map((s) => s.value)).toEqual(["general", "support", "sales", "partnership", "other"]);
  });

  it("sends trimmed texts with the page and no empty honeypot", () => {
    expect(
      contactPayload({ ...initialContact, firstName: " Kavya ", lastName: "Iyer", email: "k@example.in", subject: "sales", message: " Hi \n" }, "/Contactus"),
    ).toEqual({ firstName: "Kavya", lastName: "Iyer", email: "k@example.in", phone: "", subject: "sales", message: "Hi", page: "/Contactus" });
  });
});
