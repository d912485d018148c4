// The leads list's narrowing filters and search; each change becomes the address's query.
import { Search, SlidersHorizontal } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button, buttonClass } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { LOCATIONS, PROPERTY_TYPES } from "~/lib/contract";
import { MAX_TEXT, narrowingCount, NO_FILTERS, type LeadFilters } from "~/features/admin-leads/lead-filters";
import type { StaffRef } from "~/features/admin-leads/lead-types";

const formText = (form: FormData, key: string) => String(form.get(key) ?? "").trim();

/** Search by name, e-mail or mobile: the server reads the mobile in any format. */
export function SearchBox({ filters, onApply }: { filters: LeadFilters; onApply: (next: LeadFilters) => void }) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply({ ...filters, q: formText(new FormData(event.currentTarget), "q") });
  }
  return (
    <form role="search" aria-label="Leads" onSubmit={submit} className="flex min-w-0 flex-1 items-end gap-2">
      <TextField
        key={filters.q}
        label="Search by name, e-mail or mobile"
        hideLabel
        placeholder="Name, e-mail or mobile"
        name="q"
        type="search"
        defaultValue={filters.q}
        maxLength={MAX_TEXT}
        className="min-w-0 flex-1"
      />
      <Button type="submit" variant="secondary" className="min-h-12 min-w-12 shrink-0 px-3! sm:px-5!">
        <Search aria-hidden="true" className="size-4" />
        {/* The word on wider screens; on a phone the field gets the room and the button keeps its name. */}
        <span className="sr-only sm:not-sr-only">Search</span>
      </Button>
    </form>
  );
}

/**
 * The narrowing filters, folded behind one "Filters" button beside the search (so the rows come first) and
 * opened over the list; children go at its foot (saving the filters as a view).
 */
export function FilterPanel({
  filters,
  staff,
  onApply,
  children,
}: {
  filters: LeadFilters;
  staff: StaffRef[];
  onApply: (next: LeadFilters) => void;
  children?: (close: () => void) => ReactNode;
}) {
  const on = narrowingCount(filters);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onApply({
      ...filters,
      location: formText(form, "location"),
      propertyType: formText(form, "propertyType"),
      from: formText(form, "from"),
      to: formText(form, "to"),
      page: formText(form, "page"),
      campaign: formText(form, "campaign"),
      assignee: formText(form, "assignee"),
    });
    close();
  }

  const assignees = [{ value: "none", label: "Unassigned" }, ...staff.map((s) => ({ value: String(s.id), label: s.name }))];
  if (filters.assignee && !assignees.some((a) => a.value === filters.assignee)) assignees.push({ value: filters.assignee, label: `Staff member #${filters.assignee}` });

  return (
    <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className="group shrink-0">
      <summary className={buttonClass("secondary", "md", "min-h-12 cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        <span>Filters</span>
        {on ? <span className="rounded-pill bg-accent-soft px-2 text-xs text-accent-ink">{on} on</span> : null}
      </summary>
      <div className="absolute inset-x-0 top-full z-20 mt-2 max-h-[70dvh] overflow-y-auto rounded-card bg-white shadow-lift ring-1 ring-line">
        {/* key: the fields follow the address when the back button changes it. */}
        <form key={JSON.stringify(filters)} onSubmit={submit} className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField label="Location" name="location" options={LOCATIONS} placeholder="Any location" defaultValue={filters.location} />
          <SelectField label="Property type" name="propertyType" options={PROPERTY_TYPES} placeholder="Any property type" defaultValue={filters.propertyType} />
          <TextField label="Received from" name="from" type="date" defaultValue={filters.from} />
          <TextField label="Received until" name="to" type="date" defaultValue={filters.to} />
          <TextField label="Page" name="page" placeholder="/get-free-estimate" defaultValue={filters.page} maxLength={MAX_TEXT} />
          <TextField label="UTM campaign" name="campaign" defaultValue={filters.campaign} maxLength={MAX_TEXT} />
          <SelectField label="Assigned to" name="assignee" options={assignees} placeholder="Anyone" defaultValue={filters.assignee} />
          <div className="flex flex-wrap items-end gap-2">
            <Button type="submit" variant="secondary" className="min-h-12">
              Apply filters
            </Button>
            {on ? (
              <Button variant="ghost" className="min-h-12" onClick={() => onApply({ ...NO_FILTERS, status: filters.status, q: filters.q })}>
                Clear filters
              </Button>
            ) : null}
          </div>
        </form>
        {children ? <div className="border-t border-line p-4">{children(close)}</div> : null}
      </div>
    </details>
  );
}
