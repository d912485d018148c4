import { describe, expect, it } from "vitest";
import { buildLeadPayload } from "~/lib/api";
import { modalLeadPayload } from "~/lib/test-leads";
import { consultationLead, initialConsultation, validateConsultation, type ConsultationValues } from "./consultation-logic";

const filled: ConsultationValues = { ...initialConsultation(), propertyType: "2 BHK", name: "Asha Rao", mobile: "98765 43210" };

describe("validateConsultation", () => {
  it("starts with the WhatsApp box ticked and everything else empty", () => {
    expect(initialConsultation()).toEqual({ propertyType: "", location: "", name: "", mobile: "", email: "", whatsappUpdates: true, website: "" });
  });

  it.each(["propertyType", "name", "mobile"] as const)("asks for all required fields when %s is empty", (field) => {
    const problems = validateConsultation({ ...filled, [field]: "  " });
    expect(problems.message).toBe("Please fill in all required fields.");
    expect(problems.fields[field]).toBe("This field is required.");
  });

  it("lets location and e-mail stay empty", () => {
    expect(validateConsultation(filled)).toEqual({ message: null, fields: {} });
  });

  it("gives the server's sentence for a mobile that is not Indian", () => {
    const problems = validateConsultation({ ...filled, mobile: "12345 67890" });
    expect(problems.fields.mobile).toBe("Please enter a valid 10-digit mobile number.");
    expect(problems.message).not.toBeNull();
  });

  it("checks the optional e-mail only when one is typed", () => {
    expect(validateConsultation({ ...filled, email: "asha@" }).fields.email).toBe("Please enter a valid e-mail address.");
    expect(validateConsultation({ ...filled, email: "asha@example.in" }).fields.email).toBeUndefined();
  });
});

describe("consultationLead", () => {
  it("sends an empty e-mail as an empty string, never null", () => {
    const lead = consultationLead(filled);
    expect(lead.email).toBe("");
    expect(JSON.parse(JSON.stringify(buildLeadPayload(lead, { page: "/" })))).toEqual({ ...modalLeadPayload, page: "/" });
  });
});
