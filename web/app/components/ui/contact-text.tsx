// A text an editor writes (an FAQ answer, a city page's paragraph) with the company details it quotes as the
// owner's current ones: phone and e-mail as links, each marked for the server's rewrite (internal/company's ContactHTML).
import { Fragment } from "react";
import { companyConfig, companyTexts, live, liveHref } from "~/content/company";
import { contactParts } from "~/content/contact-text";

export function ContactText({ text }: { text: string }) {
  const t = companyTexts();
  return contactParts(text).map((part, i) => {
    if ("words" in part) return <Fragment key={i}>{part.words}</Fragment>;
    switch (part.detail) {
      case "phone":
        return (
          <a key={i} href={t.phoneHref} {...liveHref("phoneHref")} {...live("phone")} className={companyConfig.contactLinkClass}>
            {t.phone}
          </a>
        );
      case "infoEmail":
        return (
          <a key={i} href={t.mailtoHref} {...liveHref("mailtoHref")} {...live("infoEmail")} className={companyConfig.contactLinkClass}>
            {t.infoEmail}
          </a>
        );
      default:
        return (
          <span key={i} {...live(part.detail)}>
            {t[part.detail]}
          </span>
        );
    }
  });
}
