import { formatWhen } from "~/lib/admin-dates";
import { Link } from "react-router";
import { Panel } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import type { DataRequest, Proof } from "./api";

const when = (at?: string) => (at ? formatWhen(at) : "");

/** How a contact stands: proven (how, by whom, when) or what would prove it. */
function standing(p: Proof, r: DataRequest): string {
  if (p.proven) return p.how === "code" ? `Proven by the mailed code, ${when(p.at)}` : `Proven by phone${p.by ? `, by ${p.by}` : ""}, ${when(p.at)}`;
  if (p.contact === "mobile") return "Not proven: it covers nothing until someone calls this number and the person confirms the request.";
  if (r.channel === "phone") return "Not proven: a call proves the number called, not an address. It covers nothing.";
  return "Not proven: waiting for the person to enter the code mailed to it. It covers nothing until then.";
}

/** The records held under a contact, the leads linked. */
function Held({ p }: { p: Proof }) {
  const parts: React.ReactNode[] = [];
  if (p.leads.length > 0)
    parts.push(
      <span key="leads">
        {p.leads.length === 1 ? "lead " : "leads "}
        {p.leads.map((id, i) => (
          <span key={id}>
            {i > 0 && ", "}
            <Link to={`/admin/leads/${id}`} className="underline underline-offset-4">
              #{id}
            </Link>
          </span>
        ))}
      </span>,
    );
  const more: [number[], string, string][] = [
    [p.messages, "message", "messages"],
    [p.subscriptions, "subscription", "subscriptions"],
    [p.requests, "earlier request", "earlier requests"],
  ];
  for (const [list, one, many] of more)
    if (list.length > 0) parts.push(<span key={one}>{`${list.length === 1 ? one : many} ${list.map((id) => `#${id}`).join(", ")}`}</span>);
  if (parts.length === 0) return <>nothing</>;
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && " · "}
          {part}
        </span>
      ))}
    </>
  );
}

/** Each contact the request gave, whether it is proven and which records it covers: the request reaches
 * only what its proven contacts hold. An open request's unproven mobile is proven here by a call. */
export function ProofsPanel({
  request: r,
  proofs,
  busy,
  onCalled,
}: {
  request: DataRequest;
  proofs: Proof[];
  busy: boolean;
  onCalled: () => void;
}) {
  return (
    <Panel title="What each proof covers">
      <ul className="flex flex-col gap-4" aria-label="Proofs">
        {proofs.map((p) => (
          <li key={p.contact} className="flex flex-col gap-1 rounded-field border border-line p-4">
            <p className="font-semibold [overflow-wrap:anywhere]">
              {p.contact === "email" ? "E-mail" : "Mobile"} {p.value}
            </p>
            <p className="text-ink-muted">{standing(p, r)}</p>
            <p>
              <span className="font-semibold">{p.proven ? "Covers: " : "Held under it (not covered): "}</span>
              <Held p={p} />
            </p>
            {!p.proven && p.contact === "mobile" && r.status === "open" && (
              <div className="mt-2 flex flex-col gap-2">
                <p className="text-ink-muted">Call {p.value}, make sure the person asking is the one we hold, then record it here.</p>
                <Button className="self-start" disabled={busy} onClick={onCalled}>
                  I called and they confirmed
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
