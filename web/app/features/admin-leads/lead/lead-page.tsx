// /admin/leads/:id: everything about one lead, and the work on it.
import { ArrowLeft, ChevronDown, MessageCircle, Phone } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { AdminHeading, Loaded, Panel, StaleNotice } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button";
import { formatWhen, type Me } from "~/lib/admin-api";
import { NOTICE_LANGUAGES } from "~/lib/consent";
import { logWhatsapp } from "~/features/admin-leads/api";
import { leadWhatsappHref, telHref } from "~/features/admin-leads/parts/contact-links";
import { LateMarker, RepeatMarker, StatusBadge } from "~/features/admin-leads/parts/lead-bits";
import { EditDetails, requestLine } from "./lead-details";
import { Duplicates } from "./lead-duplicates";
import { LogCallPanel } from "./lead-call";
import { Mails, Timeline } from "./lead-history";
import { Latest } from "./lead-latest";
import type { Lead, LeadAd, LeadConsent, LeadDetailAnswer } from "~/features/admin-leads/lead-types";
import { AssignPanel, NotePanel, StatusPanel, type ChangeLead } from "./lead-work";
import { useLead } from "./use-lead";
import { useMediaQuery, WIDE } from "~/features/admin-leads/parts/use-media-query";

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-ink-muted">{term}</dt>
          <dd className="min-w-0 break-words">{value === "" || value === null ? <span className="text-ink-muted">—</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Version 1, read in हिन्दी": the notice this person agreed under; "" for leads from before it or imported. */
function consentSummary(consents: LeadConsent[], ad?: LeadAd | null): string {
  const first = consents[0];
  if (!first) return "";
  // A lead from an ad's own form read the platform's form, not the site's notice.
  if (ad && first.noticeVersion === 0) return `The ${ad.platformName} form ${ad.formId}`;
  const language = NOTICE_LANGUAGES.find((l) => l.code === first.language)?.name ?? first.language;
  return `Version ${first.noticeVersion}, read in ${language}`;
}

function ContactButtons({ lead, me, change, whatsappWithdrawnAt }: { lead: Lead; me: Me; change: ChangeLead; whatsappWithdrawnAt: string | null }) {
  const tel = telHref(lead.mobileDigits);
  const wa = leadWhatsappHref(lead, me.name);
  if (!tel || !wa) return <p className="text-sm text-ink-muted">This mobile number cannot be called from here: {lead.mobile}</p>;
  return (
    <div className="flex flex-wrap gap-2">
      <a href={tel} className={buttonClass("primary", "md", "flex-1 sm:flex-none")}>
        <Phone aria-hidden="true" className="size-4" />
        Call {lead.mobile}
      </a>
      <a
        href={wa}
        target="_blank"
        rel="noopener noreferrer"
        // Recorded as the lead's first response; WhatsApp opens whether or not that lands.
        onClick={() => void change(() => logWhatsapp(lead)).catch(() => undefined)}
        className={buttonClass("secondary", "md", "flex-1 sm:flex-none")}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        WhatsApp<span className="sr-only"> (opens in a new tab)</span>
      </a>
      {whatsappWithdrawnAt ? (
        <p role="note" className="w-full text-sm font-semibold text-danger">
          WhatsApp updates withdrawn {formatWhen(whatsappWithdrawnAt)}: send no updates; answer only what they ask.
        </p>
      ) : null}
    </div>
  );
}

/** On a phone, a form waits behind a button naming it, so the history is not pushed below four forms. */
function Folded({ label, folded, children }: { label: string; folded: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!folded) return children;
  return (
    <div className="flex flex-col gap-3">
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} className={buttonClass("secondary", "md", "w-full justify-between")}>
        {label}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div id={id} hidden={!open}>
        {open ? children : null}
      </div>
    </div>
  );
}

function BackToLeads() {
  return (
    <Link to="/admin/leads" className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-accent-ink no-underline hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      All leads
    </Link>
  );
}

/** What the lead's page shows below its own parts (the appointments), with the lead and a way to read it again. */
export type LeadExtra = (lead: Lead, reload: () => Promise<void>) => ReactNode;

/** The lead's conversation on a channel of its own (WhatsApp), shown beside the latest contact, with a way to read the lead again. */
export type LeadConversationSlot = (lead: Lead, reload: () => Promise<void>) => ReactNode;

export function LeadPage({ id, me, extra, conversation, quote }: { id: string; me: Me; extra?: LeadExtra; conversation?: LeadConversationSlot; quote?: LeadExtra }) {
  const lead = useLead(id);
  return (
    <Loaded
      query={lead.query}
      loading="Loading the lead…"
      failed={({ missing, error }) => (
        <>
          <BackToLeads />
          <AdminHeading title={missing ? "Lead not found" : "The lead could not load"}>
            {missing ? "There is no such lead, or it was merged into another one." : error}
          </AdminHeading>
        </>
      )}
    >
      {(detail) => (
        <>
          <LeadDetail detail={detail} me={me} stale={lead.stale} reload={lead.reload} change={lead.change} conversation={conversation?.(detail.lead, lead.reload)} quote={quote?.(detail.lead, lead.reload)} />
          {extra?.(detail.lead, lead.reload)}
        </>
      )}
    </Loaded>
  );
}

function LeadDetail({
  detail,
  me,
  stale,
  reload,
  change,
  conversation,
  quote,
}: {
  detail: LeadDetailAnswer;
  me: Me;
  stale: string;
  reload: () => Promise<void>;
  change: ChangeLead;
  conversation: ReactNode;
  quote: ReactNode;
}) {
  const { lead, events, mails, duplicates, staff } = detail;
  const self = { id: me.id, name: me.name };
  const narrow = !useMediaQuery(WIDE);
  const latest = <Latest lead={lead} events={events} />;
  const timeline = <Timeline events={events} />;
  return (
    <>
      <BackToLeads />
      <StaleNotice message={stale} onReload={() => void reload()} />
      <section aria-labelledby="lead-title" className="mb-6 flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 id="lead-title" className="text-2xl break-words sm:text-3xl">
            {lead.name}
          </h1>
          <StatusBadge status={lead.status} />
          <RepeatMarker count={lead.duplicateCount} />
          <LateMarker late={lead.late} />
        </div>
        <p className="text-ink-muted">
          {requestLine(lead)} · received {formatWhen(lead.createdAt)}
        </p>
        <ContactButtons lead={lead} me={me} change={change} whatsappWithdrawnAt={detail.whatsappWithdrawnAt} />
        <EditDetails key={`d${lead.version}`} lead={lead} change={change} />
      </section>
      <div className="grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
        <div className="flex flex-col gap-5 lg:col-start-2 lg:row-start-1">
          {narrow ? latest : null}
          {/* On a phone the conversation comes first after the latest contact: it is where the lead answers. */}
          {narrow ? conversation : null}
          <LogCallPanel key={`c${lead.id}`} lead={lead} change={change} />
          {/* Repeats before the history: better to know before calling that the family asked twice. */}
          <Duplicates lead={lead} duplicates={duplicates} change={change} />
          {narrow ? timeline : null}
          {/* Keyed by version: after a save or a reload the forms show the lead as it now is. */}
          <Folded label="Change status" folded={narrow}>
            <StatusPanel key={`s${lead.version}`} lead={lead} change={change} />
          </Folded>
          <Folded label="Assign or set a follow-up" folded={narrow}>
            <AssignPanel key={`a${lead.version}`} lead={lead} staff={staff} me={self} change={change} />
          </Folded>
          <Folded label="Add a note" folded={narrow}>
            <NotePanel lead={lead} change={change} />
          </Folded>
        </div>
        <div className="flex flex-col gap-5 lg:col-start-1 lg:row-start-1">
          {narrow ? null : latest}
          {narrow ? null : conversation}
          {/* The quote is the work after the first calls: on a phone it follows the lead's own forms. */}
          {quote}
          <Panel title="What they sent">
            <Facts
              rows={[
                ["Name", lead.name],
                ["Mobile", lead.mobile],
                ["E-mail", lead.email ? <a href={`mailto:${lead.email}`} className="text-accent-ink underline underline-offset-4">{lead.email}</a> : ""],
                ["Property type", lead.propertyType],
                ["Location", lead.location],
                [
                  "WhatsApp updates",
                  detail.whatsappWithdrawnAt
                    ? `WhatsApp updates withdrawn ${formatWhen(detail.whatsappWithdrawnAt)}`
                    : lead.whatsappUpdates
                      ? "Yes, they asked for them"
                      : "No",
                ],
                ["Privacy notice", consentSummary(detail.consents, detail.ad)],
                ["Received", formatWhen(lead.createdAt)],
              ]}
            />
          </Panel>
          {narrow ? null : timeline}
          <Panel title="Where they came from">
            <Facts
              rows={[
                ["Page", lead.page],
                ["Referrer", lead.referrer],
                ["UTM source", lead.utmSource],
                ["UTM medium", lead.utmMedium],
                ["UTM campaign", lead.utmCampaign],
                ["UTM term", lead.utmTerm],
                ["UTM content", lead.utmContent],
                ...adRows(detail.ad),
                ...(lead.mergedIds.length
                  ? [["Merged leads", `${lead.mergedIds.map((n) => `#${n}`).join(", ")} (their requests are in the timeline)`] as [string, ReactNode]]
                  : []),
              ]}
            />
          </Panel>
          <Mails mails={mails} />
        </div>
      </div>
    </>
  );
}

/** The ad's lines of the attribution block: platform, form, campaign, ad set and ad, each by name (and id). */
function adRows(ad: LeadAd | null | undefined): [string, ReactNode][] {
  if (!ad) return [];
  const named = (name: string, id: string) => (name && id ? `${name} (${id})` : name || id);
  return [
    ["Ad platform", `${ad.platformName}, form ${ad.formId}`],
    ["Campaign", named(ad.campaignName, ad.campaignId)],
    ["Ad set", named(ad.adsetName, ad.adsetId)],
    ["Ad", named(ad.adName, ad.adId)],
  ];
}
