import { formatWhen } from "~/lib/admin-dates";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { AdminHeading, FormError, Loaded, Notice, Panel, StaleNotice } from "~/components/admin/admin-ui";
import { Button, buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { useAdminQuery, useAdminSubmit, useStaleEdit } from "~/lib/admin-api";
import { closeRequest, correctLead, eraseRequest, exportHref, readRequest, sendFile, verifyByPhone, type DataRequest, type Found, type LeadContact, type Proof } from "./api";
import { PhotoPicker } from "./photo-picker";
import { ProofsPanel } from "./proofs-panel";
import { clockText, kindLabels, statusLabels } from "./requests-page";

/** One request: who, what, the clock, what we hold, and the step that answers it. */
export function RequestPage() {
  const { id = "" } = useParams();
  const query = useAdminQuery(`privacy-request-${id}`, (signal) => readRequest(id, signal));
  // Kept above the steps, which start afresh at each new version of the request.
  const [done, setDone] = useState("");
  return (
    <>
      <AdminHeading title={`Data request #${id}`}>
        <Link to="/admin/privacy" className="underline underline-offset-4">
          Back to the requests
        </Link>
      </AdminHeading>
      <Notice message={done} />
      <Loaded query={query} loading="Loading the request…">
        {({ request, found, proofs, contacts }) => (
          <RequestSteps
            key={request.version}
            request={request}
            found={found}
            proofs={proofs}
            contacts={contacts}
            onDone={setDone}
            onChanged={() => void query.reload()}
          />
        )}
      </Loaded>
    </>
  );
}

function RequestSteps({
  request: r,
  found,
  proofs,
  contacts,
  onDone: setDone,
  onChanged,
}: {
  request: DataRequest;
  found: Found;
  proofs: Proof[];
  contacts: LeadContact[];
  onDone: (message: string) => void;
  onChanged: () => void;
}) {
  const step = useAdminSubmit();
  const { stale, guard, clear } = useStaleEdit();
  const [outcome, setOutcome] = useState("");
  const [confirmErase, setConfirmErase] = useState(false);
  const [photos, setPhotos] = useState<string[]>([]);
  const act = <T,>(call: () => Promise<T>, message: string | ((answer: T) => string)) =>
    void step.run(async () => {
      const answer = await guard(call);
      setDone(typeof message === "string" ? message : message(answer));
      onChanged();
    });
  const count = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;
  const held = `${count(found.leads.length, "lead")}, ${count(found.messages.length, "message")}, ${count(found.subscriptions.length, "subscription")}`;
  const nothingHeld = found.leads.length + found.messages.length + found.subscriptions.length === 0;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <StaleNotice
        message={stale}
        onReload={() => {
          clear();
          onChanged();
        }}
      />
      <FormError message={step.error} />
      <Panel title={kindLabels[r.kind]}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-base">
          <dt className="font-semibold">Status</dt>
          <dd>{statusLabels[r.status]}</dd>
          <dt className="font-semibold">Clock</dt>
          <dd>{clockText(r)}</dd>
          <dt className="font-semibold">Name</dt>
          <dd>{r.name || "—"}</dd>
          <dt className="font-semibold">E-mail</dt>
          <dd className="break-all">{r.email || "—"}</dd>
          <dt className="font-semibold">Mobile</dt>
          <dd>{r.mobile || "—"}</dd>
          <dt className="font-semibold">Verified</dt>
          <dd>
            {r.verifiedAt
              ? `${r.channel === "email" ? "By e-mail code" : `By phone${r.verifierName ? `, by ${r.verifierName}` : ""}`}, ${formatWhen(r.verifiedAt)}`
              : "Not yet"}
          </dd>
          {r.detail && (
            <>
              <dt className="font-semibold">Their words</dt>
              <dd className="whitespace-pre-wrap">{r.detail}</dd>
            </>
          )}
          <dt className="font-semibold">We hold</dt>
          <dd>{held}, under the proven contacts</dd>
          {r.outcome && (
            <>
              <dt className="font-semibold">Outcome</dt>
              <dd>{r.outcome}</dd>
            </>
          )}
        </dl>
      </Panel>

      {proofs.length > 0 && (
        <ProofsPanel request={r} proofs={proofs} busy={step.busy} onCalled={() => act(() => verifyByPhone(r), "Recorded: the mobile number is verified by phone.")} />
      )}

      {r.status === "unverified" && r.channel === "phone" && (
        <Panel title="Verify by phone">
          <p className="mb-4 text-ink-muted">Call {r.mobile}, make sure the person asking is the one we hold, then record it here.</p>
          <Button disabled={step.busy} onClick={() => act(() => verifyByPhone(r), "Recorded: verified by phone.")}>
            I called and verified them
          </Button>
        </Panel>
      )}

      {r.status === "open" && (
        <Panel title="Answer the request">
          <div className="flex flex-col gap-4">
            {r.kind === "access" && (
              <div className="flex flex-wrap gap-3">
                {/* Only to an address the person proved with a code; a phone-verified request is handed its file another way. */}
                {r.channel === "email" && r.verifiedAt && (
                  <Button disabled={step.busy} onClick={() => act(() => sendFile(r), `Sent the file to ${r.email}; the request is answered.`)}>
                    Send the file to {r.email}
                  </Button>
                )}
                <a href={exportHref(r.id)} download className={buttonClass("secondary", "md", "self-start")}>
                  Download their data (JSON)
                </a>
              </div>
            )}
            {r.kind === "correction" &&
              contacts.map((c) => <CorrectLead key={`${c.leadId}-${c.version}`} request={r} contact={c} onSaved={(m) => setDone(m)} />)}
            {r.kind === "erasure" &&
              (confirmErase ? (
                <div className="flex flex-col gap-3 rounded-field bg-limewash p-4">
                  <p>
                    {nothingHeld && photos.length === 0
                      ? "Nothing is held under the proven contacts: this closes the request and erases nothing."
                      : `This removes ${held}, their notes, bookings and mails${photos.length > 0 ? `, and ${photos.length} ${photos.length === 1 ? "photo" : "photos"} from every page showing them` : ""}, everywhere, for good. Nothing held only under a contact that is not proven is touched.`}
                    {r.channel === "email" && r.verifiedAt && ` One last mail tells ${r.email} it is done; the site deletes it once delivered.`}
                  </p>
                  <div className="flex flex-wrap gap-3">
                    <Button disabled={step.busy} onClick={() => act(() => eraseRequest(r, photos), (erased) => erased.message)}>
                      Erase for good
                    </Button>
                    <Button variant="ghost" onClick={() => setConfirmErase(false)}>
                      Cancel
                    </Button>
                  </div>
                </div>
              ) : (
                <>
                  <PhotoPicker picked={photos} onChange={setPhotos} />
                  <Button className="self-start" onClick={() => setConfirmErase(true)}>
                    Erase their data
                  </Button>
                </>
              ))}
            {r.kind !== "erasure" && (
              <>
                <TextField label="What was done" value={outcome} onChange={(e) => setOutcome(e.target.value)} hint="For example: sent the file by e-mail." />
                <div className="flex flex-wrap gap-3">
                  <Button disabled={step.busy} onClick={() => act(() => closeRequest(r, "done", outcome), "Marked as answered.")}>
                    Mark as answered
                  </Button>
                  <Button variant="secondary" disabled={step.busy} onClick={() => act(() => closeRequest(r, "refused", outcome), "Marked as refused.")}>
                    Refuse
                  </Button>
                </div>
              </>
            )}
          </div>
        </Panel>
      )}
    </div>
  );
}

/** One lead's contact details, corrected at the lead's version. */
function CorrectLead({ request, contact, onSaved }: { request: DataRequest; contact: LeadContact; onSaved: (message: string) => void }) {
  const [draft, setDraft] = useState(contact);
  const save = useAdminSubmit();
  const { stale, guard } = useStaleEdit();
  const set = (change: Partial<LeadContact>) => setDraft((d) => ({ ...d, ...change }));
  return (
    <form
      className="flex flex-col gap-3 rounded-field border border-line p-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save.run(async () => {
          const { contact: next } = await guard(() => correctLead(request, draft));
          setDraft(next);
          onSaved(`Lead #${next.leadId} corrected.`);
        });
      }}
    >
      <p className="font-semibold">
        <Link to={`/admin/leads/${contact.leadId}`} className="underline underline-offset-4">
          Lead #{contact.leadId}
        </Link>
      </p>
      <FormError message={stale || save.error} />
      <TextField label="Name" value={draft.name} onChange={(e) => set({ name: e.target.value })} error={save.fields.name} />
      <TextField label="E-mail" type="email" value={draft.email} onChange={(e) => set({ email: e.target.value })} error={save.fields.email} />
      <TextField label="Mobile" type="tel" value={draft.mobile} onChange={(e) => set({ mobile: e.target.value })} error={save.fields.mobile} />
      <Button type="submit" disabled={save.busy} className="self-start">
        Save correction
      </Button>
    </form>
  );
}
