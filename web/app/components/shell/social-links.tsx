// The company's social profiles as round icon links; the footer shows all, a blog article three.
import type { ComponentType, SVGProps } from "react";
import { companyTexts, liveHref } from "~/content/company";
import { settings } from "~/content/settings";
import { FacebookIcon, InstagramIcon, LinkedInIcon, TwitterIcon, YouTubeIcon } from "./brand-icons";

// Each profile's address is the owner's current one (content/company.ts).
const networks = {
  Facebook: { href: "social.facebook", Icon: FacebookIcon },
  YouTube: { href: "social.youtube", Icon: YouTubeIcon },
  Instagram: { href: "social.instagram", Icon: InstagramIcon },
  Twitter: { href: "social.twitter", Icon: TwitterIcon },
  LinkedIn: { href: "social.linkedin", Icon: LinkedInIcon },
} as const satisfies Record<string, { href: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }>;

type SocialNetwork = keyof typeof networks;

export interface SocialLinksProps {
  /** Which profiles, in this order. */
  show: readonly SocialNetwork[];
  className: string;
  linkClassName: string;
  iconClassName?: string;
  label?: string;
}

/** One list item a profile, each link opening in a new tab and named "<brand> on <network>". */
export function SocialLinks({ show, className, linkClassName, iconClassName, label }: SocialLinksProps) {
  const t = companyTexts();
  return (
    <ul className={className} aria-label={label}>
      {show.map((name) => {
        const { href, Icon } = networks[name];
        return (
          <li key={name}>
            <a href={t[href]} {...liveHref(href)} target="_blank" rel="noopener noreferrer" aria-label={`${settings.brandName} on ${name}`} className={linkClassName}>
              <Icon className={iconClassName} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
