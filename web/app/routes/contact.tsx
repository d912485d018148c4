import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { TwoColumnPage } from "~/components/ui/two-column-page";
import { companyTexts, live, liveHref } from "~/content/company";
import { ContactForm } from "~/features/contact-form/contact-form";
import { contactHours } from "~/lib/opening-hours";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Contact Us",
    description: "Write to us, call us or visit our office. Send a message and our team will get back to you as soon as possible.",
    path: "/Contactus",
  });

function InfoCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card as="li" padded={false} className="flex gap-4 p-5">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
        <Icon aria-hidden="true" className="size-5" strokeWidth={1.75} />
      </span>
      <div className="min-w-0">
        <h3 className="font-sans text-base font-semibold text-ink">{title}</h3>
        <div className="mt-1 text-base text-ink-muted">{children}</div>
      </div>
    </Card>
  );
}

const linkClass = "font-semibold break-words text-accent-ink underline decoration-accent/40 underline-offset-4 hover:decoration-accent";

export default function ContactPage() {
  const t = companyTexts();
  return (
    <TwoColumnPage
      title="Contact Us"
      intro="Have a question about your home or our services? Send us a message and we will get back to you soon."
    >
      <section aria-labelledby="touch-heading" className="flex flex-col gap-6">
        <div className="flex flex-col gap-3">
          <h2 id="touch-heading" className="text-title text-ink">
            Get in Touch
          </h2>
          <p className="text-lg text-ink-muted">
            Planning a new home or refreshing a room? Write, call or visit us. We are happy to talk it through, with no obligation.
          </p>
        </div>
        <ul className="flex flex-col gap-4">
          <InfoCard icon={Mail} title="Email">
            <a href={t.mailtoHref} {...liveHref("mailtoHref")} className={linkClass} {...live("infoEmail")}>
              {t.infoEmail}
            </a>
          </InfoCard>
          <InfoCard icon={Phone} title="Phone">
            <a href={t.phoneHref} {...liveHref("phoneHref")} className={linkClass} {...live("phone")}>
              {t.phone}
            </a>
          </InfoCard>
          <InfoCard icon={MapPin} title="Office">
            <address className="not-italic" {...live("officeAddress")}>
              {t.officeAddress}
            </address>
          </InfoCard>
          <InfoCard icon={Clock} title="Business Hours">
            {/* The experience centres' hours as the owner keeps them for bookings; the server rewrites this element. */}
            <div data-hours="">
              {contactHours().map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          </InfoCard>
        </ul>
      </section>
      <section aria-labelledby="message-heading" className="rounded-[1.75rem] bg-white p-6 shadow-lift sm:p-10">
        <h2 id="message-heading" className="text-title text-ink">
          Send us a Message
        </h2>
        <p className="mt-2 mb-8 text-base text-ink-muted">Fields marked * are required.</p>
        <ContactForm />
      </section>
    </TwoColumnPage>
  );
}
