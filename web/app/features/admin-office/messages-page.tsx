import { Mail, Phone } from "lucide-react";
import { useOutletContext, useSearchParams } from "react-router";
import { AdminHeading, StaleNotice } from "~/components/admin/admin-ui";
import { formatWhen, type Me } from "~/lib/admin-api";
import { CONTACT_SUBJECTS } from "~/lib/contract";
import { messagesApi } from "./api";
import { filterFrom } from "./list-filter";
import { MessageAnswer } from "./message-answer";
import { HandledButton, HandledNote, ListFilterForm, ListFoot, useOfficeList } from "./office-list";

const subjectLabel = (value: string) => CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? value;

/** Contact messages from the website, newest first, to be answered and marked handled. */
export function MessagesPage() {
  const [params] = useSearchParams();
  const filter = filterFrom(params);
  const list = useOfficeList(messagesApi, filter);
  const me = useOutletContext<Me | undefined>();
  return (
    <>
      <AdminHeading title="Messages">What visitors wrote on the Contact Us page, newest first. Times are India time.</AdminHeading>
      <ListFilterForm filter={filter} searchLabel="Search name, email, subject or text" exportHref={messagesApi.exportHref(filter)} />
      <StaleNotice message={list.stale} onReload={list.reload} />
      <ul aria-label="Contact messages" aria-busy={list.busy} className="flex max-w-5xl flex-col gap-3">
        {list.rows.map((m) => {
          const name = `${m.firstName} ${m.lastName}`.trim();
          return (
            <li key={m.id}>
              <article aria-label={`${name}: ${subjectLabel(m.subject)}`} className="grid gap-3 rounded-card bg-white p-4 shadow-soft sm:grid-cols-[1fr_auto] sm:p-5">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                    <span className="font-semibold">{name}</span>
                    <span className="text-sm text-ink-muted">{formatWhen(m.createdAt)}</span>
                    <span className="text-sm"><HandledNote row={m} /></span>
                  </p>
                  <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    <a href={`mailto:${m.email}`} className="inline-flex min-h-11 items-center gap-1 break-all text-accent-ink underline underline-offset-4 sm:min-h-0">
                      <Mail aria-hidden="true" className="size-4 shrink-0" />
                      {m.email}
                    </a>
                    {m.phone ? (
                      <a href={`tel:${m.phone.replace(/[^\d+]/g, "")}`} className="inline-flex min-h-11 items-center gap-1 text-accent-ink underline underline-offset-4 sm:min-h-0">
                        <Phone aria-hidden="true" className="size-4 shrink-0" />
                        {m.phone}
                      </a>
                    ) : null}
                  </p>
                  <p className="mt-2 text-sm font-semibold">{subjectLabel(m.subject)}</p>
                  <p className="mt-1 whitespace-pre-line break-words">{m.message}</p>
                  {m.page ? <p className="mt-2 text-xs text-ink-muted">Sent from {m.page}</p> : null}
                  <MessageAnswer message={m} staff={me?.name ?? ""} guard={list.guard} onChanged={list.replace} />
                </div>
                <HandledButton row={m} what={`message from ${name}`} mark={messagesApi.markHandled} guard={list.guard} onChanged={list.replace} />
              </article>
            </li>
          );
        })}
      </ul>
      <ListFoot list={list} loading="Loading messages…" empty="No messages match." />
    </>
  );
}
