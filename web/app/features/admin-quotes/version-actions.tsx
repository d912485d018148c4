// What staff do with the latest version: share it (the customer's link), record a yes given on a call, and the
// booking amount's payment link once it is accepted.
import { Copy, ExternalLink, MessageCircle } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { FormError, Notice } from "~/components/admin/admin-ui";
import { Button, buttonClass } from "~/components/ui/button";
import { TextArea } from "~/components/ui/text-area";
import { TextField } from "~/components/ui/text-field";
import { formatWhen, useAdminSubmit } from "~/lib/admin-api";
import { whatsappHref } from "~/lib/whatsapp";
import { acceptOnCall, reissuePaymentLink, shareVersion } from "./api";
import { formatRupees } from "./quote-money";
import type { Version } from "./quote-types";
import { QUOTE_LIMITS } from "./quote-words";

/** A link to read, copy or open: the customer's quote or the payment link. */
function CopyLink({ label, href }: { label: string; href: string }) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [said, setSaid] = useState("");
  async function copy() {
    try {
      await navigator.clipboard.writeText(href);
      setSaid("Link copied.");
    } catch {
      input.current?.select();
      setSaid("Press Ctrl+C (or long-press and Copy) to copy the selected link.");
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          ref={input}
          readOnly
          value={href}
          onFocus={(e) => e.currentTarget.select()}
          className="min-h-11 min-w-0 flex-1 basis-56 rounded-field bg-limewash px-3 text-sm"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Copy<span className="sr-only"> {label}</span>
        </Button>
        <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass("ghost")}>
          <ExternalLink aria-hidden="true" className="size-4" />
          Open<span className="sr-only"> {label} (opens in a new tab)</span>
        </a>
      </div>
      <Notice message={said} />
    </div>
  );
}

/** The lead as the actions need it: their name, and the mobile and staff name a WhatsApp message of the link takes. */
export interface QuoteLead {
  name: string;
  mobileDigits: string;
  staffName: string;
}

interface ActionsProps {
  version: Version;
  lead: QuoteLead;
  onlinePayment: boolean;
  /** The version as the server now has it; the lead itself changed too (status, timeline). */
  onChanged: (version: Version) => void;
}

export function VersionActions({ version, lead, onlinePayment, onChanged }: ActionsProps) {
  const send = useAdminSubmit();
  const [accepting, setAccepting] = useState(false);
  const run = (call: () => Promise<Version>) => void send.run(async () => onChanged(await call()));
  const v = `v${version.number}`;
  return (
    <div className="flex flex-col gap-4">
      {!version.sharedAt && !version.locked ? (
        <div className="flex flex-col gap-1">
          <Button className="self-start" disabled={send.busy} onClick={() => run(() => shareVersion(version.id))}>
            Share {v} with the customer
          </Button>
          <p className="text-sm text-ink-muted">Makes the customer&apos;s link and moves the lead to Proposal sent.</p>
        </div>
      ) : null}
      {version.link ? <CopyLink label={`Customer's link to ${v}`} href={version.link} /> : null}
      {version.link && !version.accepted ? <SendOnWhatsapp version={version} lead={lead} /> : null}
      {version.sharedAt && !version.accepted ? (
        accepting ? (
          <AcceptOnCall version={version} leadName={lead.name} onClose={() => setAccepting(false)} onChanged={onChanged} />
        ) : (
          <Button variant="secondary" className="self-start" onClick={() => setAccepting(true)}>
            Record acceptance on a call
          </Button>
        )
      ) : null}
      {version.accepted ? (
        <Payment version={version} onlinePayment={onlinePayment} busy={send.busy} onReissue={() => run(() => reissuePaymentLink(version.id))} />
      ) : null}
      <FormError message={send.error} />
    </div>
  );
}

/** The link in a WhatsApp message from the staff member's own phone: one tap after sharing. */
function SendOnWhatsapp({ version, lead }: { version: Version; lead: QuoteLead }) {
  const text = `Hello ${lead.name}, here is your quotation (v${version.number}, ${formatRupees(version.totals.totalPaise)}): ${version.link} You can accept it on that page. ${lead.staffName}`;
  const href = whatsappHref(lead.mobileDigits, text);
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary", "md", "self-start")}>
      <MessageCircle aria-hidden="true" className="size-4" />
      Send the link on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function AcceptOnCall({ version, leadName, onClose, onChanged }: { version: Version; leadName: string; onClose: () => void; onChanged: (v: Version) => void }) {
  const send = useAdminSubmit();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      customerName: String(form.get("customerName") ?? "").trim(),
      note: String(form.get("note") ?? "").trim(),
    };
    void send.run(async () => onChanged(await acceptOnCall(version.id, body)));
  }
  return (
    <form aria-label={`Acceptance of v${version.number} on a call`} onSubmit={onSubmit} className="flex flex-col gap-3 rounded-card bg-limewash p-4">
      <p className="text-sm">
        Read v{version.number} ({formatRupees(version.totals.totalPaise)}, with the payment schedule) to the customer, then record who said yes. It is recorded
        under your name.
      </p>
      <TextField
        label="Customer's name"
        name="customerName"
        required
        maxLength={QUOTE_LIMITS.customerName}
        defaultValue={leadName}
        error={send.fields.customerName}
      />
      <TextArea label="What was read, and to whom" name="note" rows={2} maxLength={QUOTE_LIMITS.note} error={send.fields.note} />
      <FormError message={send.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={send.busy}>
          Record acceptance
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </form>
  );
}

const paymentStates: Record<NonNullable<Version["payment"]>["state"], string> = {
  created: "waiting for payment",
  paid: "paid",
  partially_paid: "partly paid",
  expired: "expired",
  cancelled: "cancelled",
};

function Payment({ version, onlinePayment, busy, onReissue }: { version: Version; onlinePayment: boolean; busy: boolean; onReissue: () => void }) {
  const p = version.payment;
  if (!onlinePayment && !p) return <p className="text-sm text-ink-muted">Online payment is not set up: take the booking amount another way.</p>;
  if (!p)
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm">No payment link for the booking amount yet.</p>
        <Button variant="secondary" className="self-start" disabled={busy} onClick={onReissue}>
          Make the payment link
        </Button>
      </div>
    );
  const closed = p.state === "expired" || p.state === "cancelled";
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">
        <span className="font-semibold">Booking amount {formatRupees(p.amountPaise)}:</span> {paymentStates[p.state]}
        {p.state === "paid" || p.state === "partially_paid" ? ` (${formatRupees(p.paidPaise)} received)` : ""}
        {p.state === "created" && p.expiresAt ? `, link open until ${formatWhen(p.expiresAt)}` : ""}.
      </p>
      {p.state === "created" ? <CopyLink label="Payment link" href={p.shortUrl} /> : null}
      {closed && onlinePayment ? (
        <Button variant="secondary" className="self-start" disabled={busy} onClick={onReissue}>
          Issue a new payment link
        </Button>
      ) : null}
    </div>
  );
}
