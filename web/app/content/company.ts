// The company details the owner edits in the back-office (issue 27): offer, phone, WhatsApp, e-mail, address,
// social links, grievance contact, claims and review figures. Pages are pre-rendered with settings.json's values;
// while the owner's values differ, the server rewrites every element marked with live() below and puts the
// values in the page's head (internal/sitepages/company_pages.go). companyDetails() reads them from there before
// React hydrates, so React renders what the HTML already shows. Go builds the same texts (internal/company).
import company from "./company.json";
import settings from "./settings.json";

export type CompanyDetails = Pick<
  typeof settings,
  "phone" | "whatsappNumber" | "whatsappGreeting" | "infoEmail" | "officeAddress" | "grievanceOfficer" | "social" | "offer" | "claims" | "reviewFigures"
> & { version: number; whatsappStartsUnticked: boolean };

export const companyConfig = company;

/** Today's details: settings.json, at version 1 (nothing saved yet). */
export const defaultCompanyDetails: CompanyDetails = {
  phone: settings.phone,
  whatsappNumber: settings.whatsappNumber,
  whatsappGreeting: settings.whatsappGreeting,
  infoEmail: settings.infoEmail,
  officeAddress: settings.officeAddress,
  grievanceOfficer: settings.grievanceOfficer,
  social: settings.social,
  offer: settings.offer,
  claims: settings.claims,
  reviewFigures: settings.reviewFigures,
  whatsappStartsUnticked: false,
  version: 1,
};

let current: CompanyDetails | undefined;

/** The details this page was served with: the server's JSON block when there is one, else the defaults. */
export function companyDetails(): CompanyDetails {
  if (current) return current;
  current = defaultCompanyDetails;
  if (typeof document !== "undefined") {
    const block = document.getElementById(company.dataId)?.textContent;
    if (block) {
      try {
        const read = JSON.parse(block) as Partial<CompanyDetails>;
        current = {
          ...defaultCompanyDetails,
          ...read,
          social: { ...defaultCompanyDetails.social, ...read.social },
          offer: { ...defaultCompanyDetails.offer, ...read.offer },
          claims: { ...defaultCompanyDetails.claims, ...read.claims },
          reviewFigures: { ...defaultCompanyDetails.reviewFigures, ...read.reviewFigures },
        };
      } catch {
        // A broken block leaves the built values, which the HTML then shows too.
      }
    }
  }
  return current;
}

/** The number as 91 and ten digits, or "" (internal/company's phoneDigits). */
function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const plus = phone.trim().startsWith("+");
  if (plus && digits.startsWith("91") && digits.length === 12) return digits;
  if (digits.length === 11 && digits.startsWith("0")) return `91${digits.slice(1)}`;
  if (digits.length === 10 && !plus) return `91${digits}`;
  return "";
}

/** "tel:+918047182200". */
export function phoneHref(phone: string): string {
  return `tel:+${phoneDigits(phone)}`;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st … 31st. */
function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
  return `${n}${suffix}`;
}

function fill(template: string, d: CompanyDetails): string {
  return template
    .replaceAll("{percent}", String(d.offer.percent))
    .replaceAll("{years}", String(d.offer.warrantyYears))
    .replaceAll("{minimum}", d.offer.minimumOrder);
}

/** The grievance contact split around its e-mail address, so pages link it (internal/company's grievanceParts). */
export function grievanceParts(officer: string): { lead: string; email: string; rest: string } {
  const m = /[^\s,;:()<>"']+@[^\s,;:()<>"']+/.exec(officer);
  if (!m) return { lead: officer, email: "", rest: "" };
  return { lead: officer.slice(0, m.index), email: m[0], rest: officer.slice(m.index + m[0].length) };
}

export type CompanyText = keyof ReturnType<typeof companyTexts>;

/** The strings pages show, by the name their element carries in data-live (internal/company's Texts). */
export function companyTexts(d: CompanyDetails = companyDetails()) {
  const t = company.texts;
  return {
    phone: d.phone,
    phoneHref: phoneHref(d.phone),
    infoEmail: d.infoEmail,
    mailtoHref: `mailto:${d.infoEmail}`,
    whatsappHref: `https://wa.me/${d.whatsappNumber}?text=${encodeURIComponent(d.whatsappGreeting)}`,
    officeAddress: d.officeAddress,
    grievanceOfficer: d.grievanceOfficer,
    grievanceLead: grievanceParts(d.grievanceOfficer).lead,
    grievanceEmail: grievanceParts(d.grievanceOfficer).email,
    grievanceMailtoHref: `mailto:${grievanceParts(d.grievanceOfficer).email}`,
    grievanceRest: grievanceParts(d.grievanceOfficer).rest,
    "social.facebook": d.social.facebook,
    "social.youtube": d.social.youtube,
    "social.instagram": d.social.instagram,
    "social.twitter": d.social.twitter,
    "social.linkedin": d.social.linkedin,
    "claims.designers": d.claims.designers,
    "claims.homes": d.claims.homes,
    "reviewFigures.averageRating": d.reviewFigures.averageRating,
    "reviewFigures.happyCustomers": d.reviewFigures.happyCustomers,
    "reviewFigures.projectsCompleted": d.reviewFigures.projectsCompleted,
    offerHeadline: fill(t.offerHeadline, d),
    offerBarRest: fill(t.offerBarRest, d),
    footerOffer: d.offer.enabled ? fill(t.footerOffer, d) : t.footerNoOffer,
    footerNoOffer: t.footerNoOffer,
    promoHeading: fill(t.promoHeading, d),
    promoText: fill(t.promoText, d),
    promoDiscount: fill(t.promoDiscount, d),
    promoWarranty: fill(t.promoWarranty, d),
    promoMinimum: fill(t.promoMinimum, d),
    warrantyYears: fill(t.warrantyYears, d),
    handoverWarranty: fill(t.handoverWarranty, d),
    offerExample: fill(t.offerExample, d),
    offerDeadlineDay: `the ${ordinal(d.offer.deadlineDay)}`,
  };
}

/** Marks an element whose text is the detail `name`, for the server to rewrite. */
export function live(name: CompanyText): { "data-live": string } {
  return { "data-live": name };
}

/** Marks an element whose href is the detail `name`. */
export function liveHref(name: CompanyText): { "data-live-href": string } {
  return { "data-live-href": name };
}

/** Marks an element shown only while the offer is on (hidden otherwise). */
export const liveOffer = { "data-live-show": "offer" } as const;
