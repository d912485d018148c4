import data from "./settings.json";

/** Company settings: the single source of brand, contact and social details. */
export interface Settings {
  brandName: string;
  logoText: string;
  logoTagline: string;
  phone: string;
  phoneHref: string;
  whatsappNumber: string;
  whatsappGreeting: string;
  infoEmail: string;
  mailFrom: string;
  officeAddress: string;
  grievanceOfficer: string;
  social: {
    facebook: string;
    youtube: string;
    instagram: string;
    twitter: string;
    linkedin: string;
  };
  /** The built defaults of the company details the owner edits; pages read the current ones from content/company.ts. */
  offer: { enabled: boolean; percent: number; warrantyYears: number; minimumOrder: string; deadlineDay: number };
  claims: { designers: string; homes: string };
  reviewFigures: { averageRating: string; happyCustomers: string; projectsCompleted: string };
  experienceCentres: string[];
}

export const settings: Settings = data;
