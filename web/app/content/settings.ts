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
  experienceCentres: string[];
}

export const settings: Settings = data;

/** The messaging-app chat link with the prefilled greeting. */
export function whatsappUrl(s: Pick<Settings, "whatsappNumber" | "whatsappGreeting"> = settings): string {
  return `https://wa.me/${s.whatsappNumber}?text=${encodeURIComponent(s.whatsappGreeting)}`;
}

