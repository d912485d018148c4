import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContactText } from "~/components/ui/contact-text";
import { defaultCompanyDetails } from "./company";
import { contactParts, contactPlain } from "./contact-text";
import settings from "./settings.json";

/** The same text and HTML as internal/company's TestContactHTMLMarksEveryQuotedDetail: server and React write alike. */
const sample = "Call {phone} or +91 80 4718 2200, write to {email} & visit {address}.";
const sampleHTML =
  'Call <a href="tel:+918047182200" data-live-href="phoneHref" data-live="phone" class="font-semibold text-accent-ink underline underline-offset-4">+91 80 4718 2200</a> or ' +
  '<a href="tel:+918047182200" data-live-href="phoneHref" data-live="phone" class="font-semibold text-accent-ink underline underline-offset-4">+91 80 4718 2200</a>, write to ' +
  '<a href="mailto:hello@nivaas.example" data-live-href="mailtoHref" data-live="infoEmail" class="font-semibold text-accent-ink underline underline-offset-4">hello@nivaas.example</a> &amp; visit ' +
  '<span data-live="officeAddress">3rd Floor, 42 Residency Road, Ashok Nagar, Bengaluru 560025</span>.';

describe("contact details quoted in texts", () => {
  it("splits placeholders and the built-in values alike", () => {
    expect(contactParts(sample)).toEqual([
      { words: "Call " }, { detail: "phone" }, { words: " or " }, { detail: "phone" }, { words: ", write to " },
      { detail: "infoEmail" }, { words: " & visit " }, { detail: "officeAddress" }, { words: "." },
    ]);
    expect(contactParts("No details here.")).toEqual([{ words: "No details here." }]);
    expect(contactParts("")).toEqual([{ words: "" }]);
  });

  it("renders each detail marked for the server, as the server writes it", () => {
    expect(renderToStaticMarkup(createElement(ContactText, { text: sample }))).toBe(sampleHTML);
  });

  it("writes the current details into plain text", () => {
    const d = { ...defaultCompanyDetails, phone: "+91 98450 12345", infoEmail: "sales@casa.example", officeAddress: "7 MG Road, Pune" };
    expect(contactPlain(sample, d)).toBe("Call +91 98450 12345 or +91 98450 12345, write to sales@casa.example & visit 7 MG Road, Pune.");
    expect(contactPlain(sample, defaultCompanyDetails)).toBe(
      `Call ${settings.phone} or ${settings.phone}, write to ${settings.infoEmail} & visit ${settings.officeAddress}.`,
    );
  });
});
