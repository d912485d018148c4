// The company's phone number and e-mail address as two icon links (footer, FAQs).
import { Mail, Phone } from "lucide-react";
import { settings } from "~/content/settings";

/** Call and write links; each page gives them its own look. */
export function PhoneAndEmail({ className, iconClassName }: { className: string; iconClassName: string }) {
  return (
    <>
      <a href={settings.phoneHref} className={className}>
        <Phone aria-hidden="true" className={iconClassName} />
        {settings.phone}
      </a>
      <a href={`mailto:${settings.infoEmail}`} className={className}>
        <Mail aria-hidden="true" className={iconClassName} />
        {settings.infoEmail}
      </a>
    </>
  );
}
