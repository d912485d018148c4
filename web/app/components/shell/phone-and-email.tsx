// The company's phone number and e-mail address as two icon links (footer, FAQs).
import { Mail, Phone } from "lucide-react";
import { companyTexts, live, liveHref } from "~/content/company";

/** Call and write links; each page gives them its own look. The owner's current values (content/company.ts). */
export function PhoneAndEmail({ className, iconClassName }: { className: string; iconClassName: string }) {
  const t = companyTexts();
  return (
    <>
      <a href={t.phoneHref} {...liveHref("phoneHref")} className={className}>
        <Phone aria-hidden="true" className={iconClassName} />
        <span {...live("phone")}>{t.phone}</span>
      </a>
      <a href={t.mailtoHref} {...liveHref("mailtoHref")} className={className}>
        <Mail aria-hidden="true" className={iconClassName} />
        <span {...live("infoEmail")}>{t.infoEmail}</span>
      </a>
    </>
  );
}
