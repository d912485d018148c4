import { describe, expect, it } from "vitest";
import { buildLeadPayload, buildMailPayload, type LeadValues } from "./api";

const modalValues: LeadValues = {
  propertyType: "2 BHK",
  location: "",
  name: "  Asha Rao ",
  mobile: " 98765 43210",
  email: "",
  whatsappUpdates: true,
  website: "",
};

describe("buildLeadPayload", () => {
  it("keeps the modal's empty e-mail as an empty string and trims the text", () => {
    const payload = buildLeadPayload(modalValues);
    expect(payload).toEqual({
      propertyType: "2 BHK",
      location: "",
      name: "Asha Rao",
      mobile: "98765 43210",
      email: "",
      whatsappUpdates: true,
    });
    expect(JSON.parse(JSON.stringify(payload)).email).toBe("");
  });

  it("keeps the estimate page's missing e-mail as null in the JSON", () => {
    const payload = buildLeadPayload({ ...modalValues, location: "Pune", email: null, whatsappUpdates: false });
    expect(JSON.parse(JSON.stringify(payload))).toMatchObject({ email: null, whatsappUpdates: false, location: "Pune" });
    expect("email" in JSON.parse(JSON.stringify(payload))).toBe(true);
  });

  it("adds the attribution fields that have a value and leaves the empty ones out", () => {
    const payload = buildLeadPayload(modalValues, {
      page: "/",
      referrer: "https://search.example/",
      utm_source: "google",
      utm_medium: "",
      utm_campaign: "diwali",
    });
    expect(payload).toMatchObject({ page: "/", referrer: "https://search.example/", utm_source: "google", utm_campaign: "diwali" });
    expect("utm_medium" in payload).toBe(false);
  });

  it("sends the honeypot only when something filled it", () => {
    expect("website" in buildLeadPayload(modalValues)).toBe(false);
    expect(buildLeadPayload({ ...modalValues, website: "spam.example" }).website).toBe("spam.example");
  });
});

describe("buildMailPayload", () => {
  it("addresses the visitor when they gave an e-mail", () => {
    expect(buildMailPayload({ ...modalValues, email: " asha@example.in " }, "hello@nivaas.example")).toEqual({
      to: "asha@example.in",
      name: "Asha Rao",
      email: "asha@example.in",
      countryCode: "+91",
      mobile: "98765 43210",
      propertyType: "2 BHK",
      location: "",
    });
  });

  it("addresses the company's info e-mail when the visitor gave none (empty or null)", () => {
    expect(buildMailPayload(modalValues, "hello@nivaas.example")).toMatchObject({ to: "hello@nivaas.example", email: "" });
    expect(buildMailPayload({ ...modalValues, email: null }, "hello@nivaas.example")).toMatchObject({ to: "hello@nivaas.example", email: "" });
  });
});
