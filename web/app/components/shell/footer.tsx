import { MapPin } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { companyTexts, live } from "~/content/company";
import { settings } from "~/content/settings";
import { cityLinks, designLinks, guideLinks, pages } from "./nav-items";
import { PhoneAndEmail } from "./phone-and-email";
import { SocialLinks } from "./social-links";

const cityLinkPrefix = "Interiors in ";

const companyLinks = [pages.about, pages.recentProjects, pages.reviews, pages.siteServices, { to: "/360-views", label: "360 Views" }, pages.homeTours, pages.faqs, pages.contact];

const columns: Array<{ title: string; links: Array<{ to: string; label: string }>; live?: string; prefix?: string }> = [
  { title: "Designs", links: designLinks.map((l) => ({ ...l, label: `${l.label} Designs` })) },
  { title: "Company", links: companyLinks },
  { title: "Guides", links: [...guideLinks, { to: "/blogs", label: "Blogs" }] },
  { title: "Cities", links: cityLinks.map((l) => ({ ...l, label: `${cityLinkPrefix}${l.label}` })), live: "cities", prefix: cityLinkPrefix },
];

const noop = () => () => {};

/** The current year; the first render uses the build year so hydration matches the pre-rendered HTML. */
function useCurrentYear(): number {
  return useSyncExternalStore(
    noop,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

export function Footer() {
  const year = useCurrentYear();
  const t = companyTexts();
  return (
    <footer className="mt-auto bg-ink text-ivory">
      <section aria-labelledby="footer-cta" className="border-b border-white/10">
        <Container className="flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="footer-cta" className="text-title text-ivory">
              Ready for a home that feels like yours?
            </h2>
            <p className="mt-3 text-lg text-ivory/80">
              Tell us about your home and get a free design estimate from our designers
              <span {...live("footerOffer")}>{t.footerOffer}</span>
            </p>
          </div>
          <ButtonLink to="/get-free-estimate" size="lg" className="shrink-0">
            Get Free Estimate
          </ButtonLink>
        </Container>
      </section>

      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.3fr)]">
        {columns.map((col) => (
          <nav key={col.title} aria-label={`Footer: ${col.title}`}>
            <h2 className="font-sans text-sm font-semibold tracking-[0.14em] text-brass-soft uppercase">{col.title}</h2>
            <ul className="mt-4 flex flex-col" data-live-list={col.live} data-live-prefix={col.prefix}>
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="inline-flex min-h-9 items-center py-1 text-[0.9375rem] leading-snug text-ivory/85 no-underline hover:text-white hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="col-span-2 lg:col-span-1">
          <h2 className="font-sans text-sm font-semibold tracking-[0.14em] text-brass-soft uppercase">Experience centres</h2>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Experience centres by city">
            {settings.experienceCentres.map((c) => (
              <li key={c} className="rounded-pill bg-white/8 px-3 py-1.5 text-sm text-ivory/90">
                {c}
              </li>
            ))}
          </ul>
          <address className="mt-8 flex flex-col gap-3 text-[0.9375rem] text-ivory/85 not-italic">
            <PhoneAndEmail className="inline-flex min-h-9 items-center gap-2.5 no-underline hover:text-white" iconClassName="size-4 text-brass" />
            <span className="inline-flex gap-2.5">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brass" />
              <span {...live("officeAddress")}>{t.officeAddress}</span>
            </span>
          </address>
        </div>
      </Container>

      {/* The bottom padding keeps the last row above the floating chat button (56 px, 16/24 px from the edge) at the page's end. */}
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-4 pt-6 pb-20 text-sm text-ivory/80 sm:pb-22 md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {settings.brandName}
          </p>
          <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <li>
              <Link to="/policy" className="inline-flex min-h-11 items-center text-ivory/85 hover:text-white">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/your-data" className="inline-flex min-h-11 items-center text-ivory/85 hover:text-white">
                Your data
              </Link>
            </li>
            <li>
              <Link to="/terms-and-condition" className="inline-flex min-h-11 items-center text-ivory/85 hover:text-white">
                Terms & Conditions
              </Link>
            </li>
          </ul>
          <SocialLinks
            show={["Facebook", "YouTube", "Instagram", "Twitter", "LinkedIn"]}
            label="Social media"
            className="flex items-center gap-1"
            linkClassName="inline-flex size-11 items-center justify-center rounded-full text-ivory/85 hover:bg-white/10 hover:text-white"
            iconClassName="size-5"
          />
        </Container>
      </div>
    </footer>
  );
}
