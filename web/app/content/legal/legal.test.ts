import { describe, expect, it } from "vitest";
import { htmlProblems } from "../blog/html-check";
import { countWords, htmlText } from "../blog/words";
import { defaultCompanyDetails } from "../company";
import settings from "../settings.json";
import { privacy } from "./privacy";
import { terms } from "./terms";
import type { LegalDocument } from "./types";

const legalTags = ["p", "ul", "ol", "li", "h3", "strong", "em", "a", "span"];
/** The documents' HTML without the marks the server rewrites the company's details by (data-live…). */
const unmarked = (html: string) => html.replace(/ data-live(-href)?="[a-zA-Z]+"/g, "");
const documents: [string, LegalDocument][] = [["terms", terms()], ["privacy", privacy()]];

const fullText = (doc: LegalDocument) =>
  [doc.intro, ...doc.sections.map((s) => `${s.title} ${htmlText(s.html)}`)].join(" ");

describe.each(documents)("%s", (_, doc) => {
  it("has kebab-case, unique section ids", () => {
    const ids = doc.sections.map((s) => s.id);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("numbers its sections 1, 2, 3 … in order", () => {
    doc.sections.forEach((section, i) => expect(section.title).toMatch(new RegExp(`^${i + 1}\\. \\S`)));
  });

  it("states the support hours exactly", () => {
    expect(fullText(doc)).toContain("Monday to Saturday 09:30 to 18:00");
  });

  it("states that minors under 18 need a guardian", () => {
    expect(fullText(doc)).toContain("Minors under 18 need a guardian");
  });

  it("is complete legal text of 1,500 to 2,500 words", () => {
    const words = countWords(fullText(doc));
    expect(words).toBeGreaterThanOrEqual(1500);
    expect(words).toBeLessThanOrEqual(2500);
    expect(fullText(doc)).not.toMatch(/lorem|ipsum|TODO|TBD|\$\{|undefined/i);
  });

  it("uses only safe, well-formed HTML", () => {
    for (const section of doc.sections) expect(htmlProblems(unmarked(section.html), legalTags)).toEqual([]);
  });

  it("has matching display and ISO update dates", () => {
    const display = new Date(`${doc.isoLastUpdated}T00:00:00Z`).toLocaleDateString("en-GB", {
      day: "numeric", month: "long", year: "numeric", timeZone: "UTC",
    });
    expect(doc.lastUpdated).toBe(display);
  });

  it("names the company and its contact details from settings", () => {
    const text = fullText(doc);
    expect(text).toContain(settings.brandName);
    expect(text).toContain(settings.infoEmail);
    expect(text).toContain(settings.officeAddress);
  });
});

describe("terms", () => {
  it("covers the warranties, courts and every required topic", () => {
    const text = fullText(terms());
    expect(text).toContain("25-year warranty");
    expect(text).toContain("1-year warranty");
    expect(text).toMatch(/courts at Bengaluru/);
    for (const id of [
      "our-services", "estimates", "quotations-and-payments", "design-sign-off", "site-readiness",
      "timelines-and-delays", "warranty", "cancellations-and-refunds", "your-obligations",
      "intellectual-property", "limitation-of-liability", "governing-law", "dispute-resolution",
      "changes-to-these-terms",
    ]) expect(terms().sections.map((s) => s.id)).toContain(id);
  });
});

describe("terms' offer figures", () => {
  it("quote the owner's offer, marked for the server to rewrite (issue 41 item 8)", () => {
    const d = { ...defaultCompanyDetails, offer: { ...defaultCompanyDetails.offer, percent: 30, warrantyYears: 10, minimumOrder: "Rs. 3 Lakh" } };
    const html = terms(d).sections.map((s) => s.html).join("\n");
    expect(html).toContain('<strong><span data-live="promoWarranty">10-year warranty</span></strong> against manufacturing defects');
    expect(html).toContain('such as <span data-live="offerExample">30% off plus a 10-year warranty on modular interiors on orders above Rs. 3 Lakh</span>, apply');
    expect(html).not.toMatch(/25-year|25%/);
  });
});

describe("privacy", () => {
  it("shows the owner's current contact details and grievance contact, marked for the server to rewrite", () => {
    const d = { ...defaultCompanyDetails, phone: "+91 98450 12345", infoEmail: "sales@casa.example", officeAddress: "7 MG Road, Pune" };
    const text = fullText(privacy({ ...d, grievanceOfficer: "Ms Asha Rao, dpo@casa.example" }));
    for (const now of ["+91 98450 12345", "sales@casa.example", "7 MG Road, Pune", "Ms Asha Rao, dpo@casa.example"]) expect(text).toContain(now);
    for (const before of [settings.phone, settings.infoEmail, settings.officeAddress, settings.grievanceOfficer]) expect(text).not.toContain(before);
    const grievance = privacy(d).sections.find((s) => s.id === "grievance-officer")?.html ?? "";
    expect(grievance).toContain('data-live="grievanceLead"');
    expect(grievance).toContain('data-live-href="grievanceMailtoHref" data-live="grievanceEmail"');
  });

  it("is written for the DPDP Act with the grievance officer from settings", () => {
    const text = fullText(privacy());
    expect(text).toContain("Digital Personal Data Protection Act, 2023");
    expect(text).toContain("Data Fiduciary");
    expect(text).toContain(settings.grievanceOfficer);
    expect(text).toMatch(/24 months after our last contact/);
    const grievance = privacy().sections.find((s) => s.id === "grievance-officer");
    expect(grievance?.html).toMatch(/<a href="mailto:[^"]+@[^"]+"/);
  });

  it("lists what the lead forms collect and every right of a Data Principal", () => {
    const text = fullText(privacy()).toLowerCase();
    for (const item of ["property type", "location", "name", "mobile number", "e-mail", "whatsapp", "campaign"]) {
      expect(text).toContain(item);
    }
    for (const right of ["access", "correction", "erasure", "grievance redressal", "nominate"]) {
      expect(text).toContain(right);
    }
    expect(text).toContain("session storage");
    expect(text).toContain("we do not use tracking cookies");
  });
});
