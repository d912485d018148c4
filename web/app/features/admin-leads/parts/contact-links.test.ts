import { describe, expect, it } from "vitest";
import leadTexts from "~/content/leads.json";
import { fillGreeting, leadWhatsappHref, telHref, whatsappHref } from "./contact-links";

describe("call and WhatsApp links", () => {
  it("fills every placeholder of the greeting, repeated ones too", () => {
    const text = fillGreeting("Hi {name}, {staff} here about {propertyType} in {location}. Bye {name} {other}", {
      name: " Asha ",
      staff: "Ravi",
      propertyType: "3 BHK",
      location: "Pune",
    });
    expect(text).toBe("Hi Asha, Ravi here about 3 BHK in Pune. Bye Asha {other}");
  });

  it("fills each leads.json greeting with nothing left in braces", () => {
    for (const greeting of Object.values(leadTexts.leadWhatsappGreetings)) {
      const text = fillGreeting(greeting, { name: "Asha", staff: "Ravi", propertyType: "2 BHK", location: "Delhi" });
      expect(text).not.toMatch(/[{}]/);
      expect(text).toContain("Asha");
      expect(text).toContain("Ravi");
    }
  });

  it("calls the number with +91", () => {
    expect(telHref("9876543210")).toBe("tel:+919876543210");
    expect(telHref("98765")).toBeNull();
    expect(telHref("1234567890")).toBeNull();
  });

  it("opens WhatsApp on 91 and the number with the text encoded", () => {
    expect(whatsappHref("9876543210", "Hello Asha & family, 3 BHK?")).toBe("https://wa.me/919876543210?text=Hello%20Asha%20%26%20family%2C%203%20BHK%3F");
    expect(whatsappHref("", "x")).toBeNull();
  });

  it("greets the lead in the staff member's name", () => {
    const href = leadWhatsappHref({ mobile: "98765 43210", mobileDigits: "9876543210", name: "Asha Rao", propertyType: "3 BHK", location: "Pune", request: "estimate" }, "Sales Desk")!;
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe("https://wa.me/919876543210");
    expect(url.searchParams.get("text")).toBe(
      leadTexts.leadWhatsappGreetings.estimate.replace("{name}", "Asha Rao").replace("{staff}", "Sales Desk").replace("{propertyType}", "3 BHK").replace("{location}", "Pune"),
    );
  });

  it("greets by what the person asked for, reading a list row's mobile as typed", () => {
    const row = { mobile: "+91 98765-43210", name: "Asha", propertyType: "2 BHK", location: "", request: "consultation" as const };
    const text = new URL(leadWhatsappHref(row, "Ravi")!).searchParams.get("text")!;
    expect(text).toBe(leadTexts.leadWhatsappGreetings.consultation.replace("{name}", "Asha").replace("{staff}", "Ravi").replace("{propertyType}", "2 BHK"));
    expect(text).not.toContain("estimate");
    const contact = new URL(leadWhatsappHref({ ...row, request: "contact" }, "Ravi")!).searchParams.get("text")!;
    expect(contact).toContain("Thank you for your message");
  });
});
