// One quote version as staff read it: its state, what changed, the rooms and totals, the schedule, and (latest) the actions.
import { formatWhen } from "~/lib/admin-api";
import { cn } from "~/lib/cn";
import { RoomFigures, Schedule, Totals } from "./quote-figures";
import { formatRupees } from "./quote-money";
import type { Version } from "./quote-types";
import { VersionActions, type QuoteLead } from "./version-actions";

/** "Accepted", "Shared", or "Not shared yet", with its tone. */
function versionState(v: Version): { label: string; tone: string } {
  if (v.accepted) return { label: "Accepted", tone: "bg-sage-soft text-sage-ink" };
  if (v.sharedAt) return { label: "Shared", tone: "bg-brass-soft text-brass-ink" };
  return { label: "Not shared yet", tone: "bg-limewash text-ink-muted" };
}

function VersionBadge({ version }: { version: Version }) {
  const state = versionState(version);
  return <span className={cn("rounded-pill px-2.5 py-0.5 text-xs font-semibold", state.tone)}>{state.label}</span>;
}

/** Who accepted, when and how: by the code sent to them, or on a call (read out by a named person). */
function acceptanceLine(v: Version): string {
  const a = v.accepted;
  if (!a) return "";
  const when = formatWhen(a.at);
  // address: where the customer accepted from (their client address), kept as evidence beside the code.
  return a.channel === "code"
    ? `Accepted by ${a.name} with the one-time code, ${when}${a.address ? ` (from ${a.address})` : ""}.`
    : `Accepted by ${a.name} on a call, ${when}; recorded by ${a.recordedBy}.`;
}

function Changes({ version }: { version: Version }) {
  if (version.changes.length === 0 && !version.note) return null;
  return (
    <div className="text-sm">
      {version.changes.length ? (
        <>
          {version.number > 1 ? <p className="font-semibold">Changed from v{version.number - 1}</p> : null}
          <ul className="list-disc pl-5">
            {version.changes.map((c, i) => (
              <li key={i}>{c}</li>
            ))}
          </ul>
        </>
      ) : null}
      {version.note ? <p className="mt-1 text-ink-muted">Note: {version.note}</p> : null}
    </div>
  );
}

function Body({ version }: { version: Version }) {
  return (
    <>
      <div className="flex flex-col gap-4">
        {version.rooms.map((room, i) => (
          <RoomFigures key={i} room={room} />
        ))}
      </div>
      <div className="flex flex-col gap-4 rounded-card bg-limewash p-4">
        <Totals totals={version.totals} label={`Totals of v${version.number}`} />
        <Schedule milestones={version.milestones} />
      </div>
    </>
  );
}

interface CardProps {
  version: Version;
  lead: QuoteLead;
  onlinePayment: boolean;
  onChanged: (version: Version) => void;
}

/** The latest version, open, with what can be done with it. */
export function LatestVersion({ version, lead, onlinePayment, onChanged }: CardProps) {
  return (
    <article aria-labelledby={`quote-v${version.id}`} className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h3 id={`quote-v${version.id}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg font-semibold">
          <span>
            v{version.number} · {formatRupees(version.totals.totalPaise)}
          </span>
          <VersionBadge version={version} />
        </h3>
        <p className="text-sm text-ink-muted">
          Saved by {version.createdBy} {formatWhen(version.createdAt)}
          {version.sharedAt ? ` · shared ${formatWhen(version.sharedAt)}` : ""}
        </p>
        {version.accepted ? <p className="text-sm font-semibold text-sage-ink">{acceptanceLine(version)}</p> : null}
        {version.accepted?.note ? <p className="text-sm text-ink-muted">{version.accepted.note}</p> : null}
      </header>
      <Changes version={version} />
      <VersionActions version={version} lead={lead} onlinePayment={onlinePayment} onChanged={onChanged} />
      <Body version={version} />
    </article>
  );
}

/** An earlier version, folded: its total, when, and what changed. */
export function EarlierVersion({ version }: { version: Version }) {
  return (
    <details className="rounded-field bg-ivory px-4 py-3 ring-1 ring-line">
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 font-semibold">
        <span>
          v{version.number} · {formatRupees(version.totals.totalPaise)}
        </span>
        <VersionBadge version={version} />
        <span className="text-sm font-normal text-ink-muted">
          {version.createdBy}, {formatWhen(version.createdAt)}
        </span>
      </summary>
      <div className="mt-3 flex flex-col gap-4">
        <Changes version={version} />
        <Body version={version} />
      </div>
    </details>
  );
}
