// Call and WhatsApp from wherever a lead is listed: one tap each, named with the lead for screen readers.
import { MessageCircle, Phone } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { leadDigits, leadWhatsappHref, telHref } from "./contact-links";
import { logWhatsapp } from "~/features/admin-leads/api";
import type { LeadSummary } from "~/features/admin-leads/lead-types";

export function RowContactActions({ lead, staffName, className }: { lead: LeadSummary; staffName: string; className?: string }) {
  const tel = telHref(leadDigits(lead));
  const wa = leadWhatsappHref(lead, staffName);
  if (!tel || !wa) return <span className={cn("text-sm", className)}>{lead.mobile}</span>;
  // relative z-10: above the card-wide link of the phone list, so a tap here calls instead of opening the lead.
  return (
    <div className={cn("relative z-10 flex flex-wrap gap-2", className)}>
      <a href={tel} className={buttonClass("secondary", "md", "min-h-11 px-4")}>
        <Phone aria-hidden="true" className="size-4" />
        Call<span className="sr-only"> {lead.name}</span>
      </a>
      <a
        href={wa}
        target="_blank"
        rel="noopener noreferrer"
        // Recorded as the lead's first response; WhatsApp opens whether or not that lands.
        onClick={() => void logWhatsapp(lead).catch(() => undefined)}
        className={buttonClass("secondary", "md", "min-h-11 px-4")}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        WhatsApp<span className="sr-only"> {lead.name} (opens in a new tab)</span>
      </a>
    </div>
  );
}
