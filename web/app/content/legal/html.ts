import { companyTexts, grievanceParts, type CompanyDetails } from "../company";

/** Escapes settings values before they are placed inside the documents' HTML. */
export function esc(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export interface LiveContact {
  phoneLink: string;
  infoLink: string;
  address: string;
  grievanceContact: string;
  /** The offer's warranty ("25-year warranty") and its example in words, as the owner keeps the offer. */
  warranty: string;
  offerExample: string;
}

/**
 * The company's contact details as the documents show them, each marked (data-live) so the server writes the owner's
 * current values into the pre-rendered page (internal/sitepages/company_pages.go); d gives the same values here.
 */
export function liveContact(d: CompanyDetails): LiveContact {
  const t = companyTexts(d);
  const g = grievanceParts(d.grievanceOfficer);
  return {
    phoneLink: `<a href="${esc(t.phoneHref)}" data-live-href="phoneHref" data-live="phone">${esc(t.phone)}</a>`,
    infoLink: `<a href="${esc(t.mailtoHref)}" data-live-href="mailtoHref" data-live="infoEmail">${esc(t.infoEmail)}</a>`,
    address: `<span data-live="officeAddress">${esc(t.officeAddress)}</span>`,
    // The grievance contact's words, with its e-mail address as a mail link.
    grievanceContact:
      `<span data-live="grievanceLead">${esc(g.lead)}</span>` +
      `<a href="${esc(t.grievanceMailtoHref)}" data-live-href="grievanceMailtoHref" data-live="grievanceEmail">${esc(g.email)}</a>` +
      `<span data-live="grievanceRest">${esc(g.rest)}</span>`,
    warranty: `<span data-live="promoWarranty">${esc(t.promoWarranty)}</span>`,
    offerExample: `<span data-live="offerExample">${esc(t.offerExample)}</span>`,
  };
}
