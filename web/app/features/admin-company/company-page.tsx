import { useState } from "react";
import { AdminHeading, LoadedEditor, Panel, SaveBar, StaleNotice } from "~/components/admin/admin-ui";
import { Checkbox } from "~/components/ui/checkbox";
import { TextArea } from "~/components/ui/text-area";
import { TextField } from "~/components/ui/text-field";
import { companyConfig, companyTexts, type CompanyDetails } from "~/content/company";
import { useAdminQuery, useVersionedSave } from "~/lib/admin-api";
import { readCompany, saveCompany } from "./api";
import { StaleQuotes, useStaleQuotes } from "./stale-quotes";

const limits = companyConfig.limits;

const socialNetworks = [
  ["facebook", "Facebook"],
  ["youtube", "YouTube"],
  ["instagram", "Instagram"],
  ["twitter", "Twitter"],
  ["linkedin", "LinkedIn"],
] as const;

/** The owner's company details: every public page shows a saved change within a few seconds, without a rebuild. */
export function CompanyPage() {
  const company = useAdminQuery("company-details", readCompany);
  return (
    <>
      <AdminHeading title="Company details">
        The offer, phone numbers, addresses and figures every page of the site shows. A saved change appears on the site within a few
        seconds.
      </AdminHeading>
      <LoadedEditor query={company} loading="Loading the company details…" editor={CompanyEditor} />
    </>
  );
}

function CompanyEditor({ first, onStale }: { first: CompanyDetails; onStale: () => void }) {
  const [draft, setDraft] = useState(first);
  const { save, saved, stale, reloadWith, submit } = useVersionedSave();
  const err = (field: string) => save.fields[field];
  const set = (change: Partial<CompanyDetails>) => setDraft((d) => ({ ...d, ...change }));
  const setOffer = (change: Partial<CompanyDetails["offer"]>) => setDraft((d) => ({ ...d, offer: { ...d.offer, ...change } }));
  const preview = companyTexts(draft);
  const quotes = useStaleQuotes(first.offer);
  const keep = (next: CompanyDetails) => {
    setDraft(next);
    quotes.saved(next.offer);
  };

  return (
    <form onSubmit={submit(() => saveCompany(draft), keep, companyConfig.messages.saved)} className="flex max-w-3xl flex-col gap-6" noValidate>
      <StaleNotice message={stale} onReload={reloadWith(onStale)} />
      <Panel title="Offer">
        <div className="flex flex-col gap-4">
          <Checkbox
            label="Show the offer (top bar and home page)"
            checked={draft.offer.enabled}
            onChange={(e) => setOffer({ enabled: e.target.checked })}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label="Discount (percent)"
              type="number"
              inputMode="numeric"
              min={0}
              max={limits.percentMax}
              value={draft.offer.percent}
              onChange={(e) => setOffer({ percent: Number(e.target.value) })}
              error={err("offer.percent")}
            />
            <TextField
              label="Warranty (years)"
              type="number"
              inputMode="numeric"
              min={1}
              max={limits.warrantyYearsMax}
              value={draft.offer.warrantyYears}
              onChange={(e) => setOffer({ warrantyYears: Number(e.target.value) })}
              error={err("offer.warrantyYears")}
            />
            <TextField
              label="Valid till day of the month"
              type="number"
              inputMode="numeric"
              min={1}
              max={limits.deadlineDayMax}
              value={draft.offer.deadlineDay}
              onChange={(e) => setOffer({ deadlineDay: Number(e.target.value) })}
              hint="A shorter month ends on its last day."
              error={err("offer.deadlineDay")}
            />
          </div>
          <TextField
            label="Minimum order"
            value={draft.offer.minimumOrder}
            maxLength={limits.minimumOrder}
            onChange={(e) => setOffer({ minimumOrder: e.target.value })}
            error={err("offer.minimumOrder")}
          />
          <p className="rounded-field bg-limewash px-4 py-3 text-sm" aria-live="polite">
            <span className="font-semibold">Preview: </span>
            {draft.offer.enabled ? `${preview.offerHeadline}${preview.offerBarRest} ${preview.promoHeading}.` : "No offer is shown."}
          </p>
        </div>
      </Panel>

      <Panel title="Contact">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Phone"
            type="tel"
            value={draft.phone}
            maxLength={limits.phone}
            onChange={(e) => set({ phone: e.target.value })}
            hint="An Indian number, such as +91 80 4718 2200."
            error={err("phone")}
          />
          <TextField
            label="Info e-mail"
            type="email"
            value={draft.infoEmail}
            maxLength={limits.infoEmail}
            onChange={(e) => set({ infoEmail: e.target.value })}
            error={err("infoEmail")}
          />
          <TextField
            label="WhatsApp number"
            inputMode="numeric"
            value={draft.whatsappNumber}
            maxLength={12}
            onChange={(e) => set({ whatsappNumber: e.target.value })}
            hint="91 and the 10-digit mobile, no spaces."
            error={err("whatsappNumber")}
          />
          <TextField
            label="WhatsApp greeting"
            value={draft.whatsappGreeting}
            maxLength={limits.whatsappGreeting}
            onChange={(e) => set({ whatsappGreeting: e.target.value })}
            error={err("whatsappGreeting")}
          />
        </div>
        <div className="mt-4 flex flex-col gap-4">
          <TextArea
            label="Office address"
            rows={2}
            value={draft.officeAddress}
            maxLength={limits.officeAddress}
            onChange={(e) => set({ officeAddress: e.target.value.replace(/\s*\n\s*/g, ", ") })}
            error={err("officeAddress")}
          />
          <TextField
            label="Grievance contact"
            value={draft.grievanceOfficer}
            maxLength={limits.grievanceOfficer}
            onChange={(e) => set({ grievanceOfficer: e.target.value })}
            error={err("grievanceOfficer")}
          />
          <Checkbox
            label="WhatsApp-updates box starts unticked"
            hint="The consultation form then asks the visitor to tick it themselves, as India's data-protection law prefers."
            checked={draft.whatsappStartsUnticked}
            onChange={(e) => set({ whatsappStartsUnticked: e.target.checked })}
          />
        </div>
      </Panel>

      <Panel title="Social links">
        <div className="grid gap-4 sm:grid-cols-2">
          {socialNetworks.map(([key, name]) => (
            <TextField
              key={key}
              label={name}
              type="url"
              value={draft.social[key]}
              maxLength={limits.socialUrl}
              onChange={(e) => set({ social: { ...draft.social, [key]: e.target.value } })}
              hint="https:// only."
              error={err(`social.${key}`)}
            />
          ))}
        </div>
      </Panel>

      <Panel title="Figures">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Designers (home page)"
            value={draft.claims.designers}
            maxLength={limits.figure}
            onChange={(e) => set({ claims: { ...draft.claims, designers: e.target.value } })}
            error={err("claims.designers")}
          />
          <TextField
            label="Homes (home page)"
            value={draft.claims.homes}
            maxLength={limits.figure}
            onChange={(e) => set({ claims: { ...draft.claims, homes: e.target.value } })}
            error={err("claims.homes")}
          />
          <TextField
            label="Average rating (reviews)"
            value={draft.reviewFigures.averageRating}
            maxLength={limits.figure}
            onChange={(e) => set({ reviewFigures: { ...draft.reviewFigures, averageRating: e.target.value } })}
            error={err("reviewFigures.averageRating")}
          />
          <TextField
            label="Happy customers (reviews)"
            value={draft.reviewFigures.happyCustomers}
            maxLength={limits.figure}
            onChange={(e) => set({ reviewFigures: { ...draft.reviewFigures, happyCustomers: e.target.value } })}
            error={err("reviewFigures.happyCustomers")}
          />
          <TextField
            label="Projects completed (reviews)"
            value={draft.reviewFigures.projectsCompleted}
            maxLength={limits.figure}
            onChange={(e) => set({ reviewFigures: { ...draft.reviewFigures, projectsCompleted: e.target.value } })}
            error={err("reviewFigures.projectsCompleted")}
          />
        </div>
      </Panel>

      <SaveBar save={save} saved={saved}>
        Save company details
      </SaveBar>
      <StaleQuotes found={quotes.found} />
    </form>
  );
}
