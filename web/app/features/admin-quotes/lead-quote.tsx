// The lead page's quote: the latest version with its actions, the earlier ones folded, and the builder for the next.
import { FilePlus2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Loaded, Panel } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { useAdminQuery, type Me } from "~/lib/admin-api";
import { readLeadQuote, readQuoteSettings } from "./api";
import { QuoteBuilder } from "./quote-builder";
import type { LeadQuote as LeadQuoteAnswer } from "./quote-types";
import { QUOTE_MESSAGES } from "./quote-words";
import { EarlierVersion, LatestVersion } from "./version-card";

const POLL_MS = 5000;

/** An accepted quote whose booking amount is not paid yet, where Razorpay is set up. */
function awaitingPayment(quote: LeadQuoteAnswer | null): boolean {
  const latest = quote?.versions[0];
  return Boolean(quote?.onlinePayment && latest?.accepted && latest.payment?.state !== "paid");
}

interface LeadQuoteProps {
  lead: { id: number; name: string; mobileDigits: string };
  me: Me;
  /** A version saved, shared or accepted: the lead's status and timeline changed with it. */
  onChanged: () => void;
}

export function LeadQuote({ lead, me, onChanged }: LeadQuoteProps) {
  const quote = useAdminQuery(`lead-quote-${lead.id}`, (signal) => readLeadQuote(lead.id, signal));
  const settings = useAdminQuery("quote-settings", readQuoteSettings);
  const [building, setBuilding] = useState(false);
  const waiting = awaitingPayment(quote.data);
  const { reload } = quote;
  // The booking link is made, and its payment seen, by the site's queue after the acceptance: read again until it is paid.
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void reload(), POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, reload]);
  const changed = async () => {
    onChanged();
    await quote.reload();
  };
  if (me.role === "editor") return null;
  return (
    <Panel title="Quote">
      <div id="quote" className="flex flex-col gap-5">
        <Loaded query={quote} loading="Loading the quote…">
          {({ versions, onlinePayment }) => {
            const [latest, ...earlier] = versions;
            const locked = latest?.locked ?? false;
            return (
              <>
                {!latest && !building ? <p className="text-sm text-ink-muted">No quote yet.</p> : null}
                {building ? (
                  <Loaded query={settings} loading="Loading the price list…">
                    {(s) => (
                      <QuoteBuilder
                        leadId={lead.id}
                        me={me}
                        settings={s}
                        latest={latest ?? null}
                        onClose={() => {
                          // Someone may have saved a version meanwhile (the save's 409): show theirs.
                          setBuilding(false);
                          void quote.reload();
                        }}
                        onSaved={() => {
                          setBuilding(false);
                          void changed();
                        }}
                      />
                    )}
                  </Loaded>
                ) : locked ? (
                  <p className="text-sm text-ink-muted">{QUOTE_MESSAGES.accepted}</p>
                ) : (
                  <Button className="self-start" onClick={() => setBuilding(true)}>
                    <FilePlus2 aria-hidden="true" className="size-4" />
                    {latest ? `New version (v${latest.number + 1})` : "Build a quote"}
                  </Button>
                )}
                {latest && !building ? (
                  <LatestVersion
                    version={latest}
                    lead={{ name: lead.name, mobileDigits: lead.mobileDigits, staffName: me.name }}
                    onlinePayment={onlinePayment}
                    onChanged={() => void changed()}
                  />
                ) : null}
                {earlier.length ? (
                  <div className="flex flex-col gap-2">
                    <h3 className="font-semibold">Earlier versions</h3>
                    {earlier.map((v) => (
                      <EarlierVersion key={v.id} version={v} />
                    ))}
                  </div>
                ) : null}
              </>
            );
          }}
        </Loaded>
      </div>
    </Panel>
  );
}
