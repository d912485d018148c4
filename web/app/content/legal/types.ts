type LegalSection = {
  /** Kebab-case anchor for the table of contents, e.g. "governing-law". */
  id: string;
  /** Numbered heading, e.g. "16. Governing law and courts". */
  title: string;
  /** Trusted static HTML: p, ul, ol, li, h3, strong, em and a (mailto:, tel: or a site path) only. */
  html: string;
};

export type LegalDocument = {
  title: string;
  /** Display text, e.g. "1 November 2026". */
  lastUpdated: string;
  /** Machine date for <time>, e.g. "2026-11-01". */
  isoLastUpdated: string;
  /** Plain text shown above the sections. */
  intro: string;
  sections: LegalSection[];
};
