import { useState, type FormEvent } from "react";
import { AdminHeading, FormError, Loaded, Notice, Panel } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { formatWhen, useAdminQuery, useAdminSubmit } from "~/lib/admin-api";
import whatsappContent from "~/content/whatsapp.json";
import { InboundPanel } from "./inbound-panel";
import { backUpNow as makeBackup, downloadBackup, readSystem, type SystemStatus } from "./api";

/** A size in bytes as people read it. */
export function formatBytes(n: number): string {
  if (n < 0) return "unknown";
  const units = ["bytes", "KB", "MB", "GB", "TB"];
  let i = 0;
  let v = n;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return i === 0 ? `${v} bytes` : `${v.toFixed(1)} ${units[i]}`;
}

/** A span of seconds in its largest whole unit: "1 minute", "3 hours". */
export function formatSpan(seconds: number): string {
  const units: [number, string][] = [
    [86400, "day"],
    [3600, "hour"],
    [60, "minute"],
  ];
  for (const [size, name] of units) {
    if (seconds >= size) {
      const n = Math.floor(seconds / size);
      return `${n} ${name}${n === 1 ? "" : "s"}`;
    }
  }
  const n = Math.max(0, Math.floor(seconds));
  return `${n} second${n === 1 ? "" : "s"}`;
}

/** A past moment as a date and how long ago: "25 Nov 2026, 8:30 am (3 hours ago)". */
function formatWhenAgo(iso: string, now = Date.now()): string {
  const seconds = (now - new Date(iso).getTime()) / 1000;
  return seconds < 60 ? `${formatWhen(iso)} (just now)` : `${formatWhen(iso)} (${formatSpan(seconds)} ago)`;
}

// One label width in every panel; on a phone each label sits above its value, so long file names keep the width.
function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid grid-cols-1 text-sm sm:grid-cols-[10rem_1fr] sm:gap-x-4 sm:gap-y-1">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-ink-muted">{k}</dt>
          <dd className="mb-2 break-words sm:mb-0">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The WhatsApp channel in words: whether messages go out, and the last thing that failed. */
function whatsappState(w: NonNullable<SystemStatus["whatsapp"]>): string {
  if (!w.configured) return "Not set up (no WhatsApp Business account details on the server)";
  return w.connected ? "Connected" : "Not connected: the last call to WhatsApp failed";
}

function WhatsappPanel({ channel }: { channel: NonNullable<SystemStatus["whatsapp"]> }) {
  const label = (kind: string) => whatsappContent.kinds.find((k) => k.kind === kind)?.label ?? kind;
  const unmapped = channel.unmapped ?? [];
  return (
    <Panel title="WhatsApp">
      <Facts
        rows={[
          ["Channel", whatsappState(channel)],
          ["Last error", channel.lastError ? `${formatWhen(channel.lastErrorAt)}: ${channel.lastError}` : "None"],
          ...(channel.configured
            ? [["Not sent", unmapped.length ? `${unmapped.map(label).join(", ")} (no template chosen in Settings)` : "Nothing: every kind has its template"] as [string, string]]
            : []),
        ]}
      />
    </Panel>
  );
}

/** The owners' view of backups and the site's health, with "Back up now" and the download of the newest backup. */
export function SystemPage() {
  const status = useAdminQuery("system", readSystem);
  return (
    <>
      <AdminHeading title="System">Backups, the database and the site&apos;s deliveries. Times are India time.</AdminHeading>
      <Loaded query={status} loading="Loading the system status…">
        {(data) => <SystemStatusView status={data} onChanged={() => void status.reload()} />}
      </Loaded>
    </>
  );
}

/** The status as read, with what changes it; onChanged reads it again. */
export function SystemStatusView({ status: data, onChanged }: { status: SystemStatus; onChanged: () => void }) {
  const [notice, setNotice] = useState("");
  const backUp = useAdminSubmit();
  const download = useAdminSubmit();
  const b = data.backups;

  async function backUpNow() {
    setNotice("");
    await backUp.run(async () => {
      const made = await makeBackup();
      setNotice(`Backup made: ${made.file} (${formatBytes(made.bytes)}).`);
      onChanged();
    });
  }

  async function onDownload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formEl = event.currentTarget;
    const form = new FormData(formEl);
    await download.run(async () => {
      const blob = await downloadBackup(String(form.get("password") ?? ""), String(form.get("code") ?? ""));
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = data.newestDownload?.file ?? "backup.tar.gz";
      a.click();
      URL.revokeObjectURL(url);
      formEl.reset();
    });
  }

  return (
    <>
      <div className="flex max-w-3xl flex-col gap-4">
        {data.problems.map((p) => (
          <p key={p} role="alert" className="rounded-field bg-danger-soft px-4 py-3 text-sm font-semibold text-danger">
            {p}
          </p>
        ))}
        <Panel title="Backups">
          <Facts
            rows={[
              ["Last good backup", b.lastSuccess ? `${formatWhenAgo(b.lastSuccess)} · ${b.lastFile} · ${formatBytes(b.lastBytes)}` : "None yet"],
              ["Kept in", b.lastPlace || (b.bucket ? `folder ${b.folder} and ${b.bucket}` : `folder ${b.folder}`)],
              ["Next", b.everySeconds ? formatWhen(b.next) : "Scheduled backups are off"],
              ["Every", b.everySeconds ? formatSpan(b.everySeconds) : "—"],
              ["Encrypted", b.encrypted ? "Yes (age)" : "No"],
              ["Last attempt", b.lastError ? `${formatWhen(b.lastAttempt)}: failed (${b.lastError})` : formatWhen(b.lastAttempt)],
            ]}
          />
          {b.sameDisk && (
            <p className="mt-4 rounded-field bg-brass-soft px-4 py-3 text-sm text-brass-ink">
              <strong>Backups are kept on the same disk as the data,</strong> so a failed disk loses both. Set BACKUP_S3_URL to keep a copy
              elsewhere, or download the newest backup below and keep it somewhere safe.
            </p>
          )}
          <div className="mt-4 flex flex-col items-start gap-3">
            <Button onClick={backUpNow} disabled={backUp.busy || b.running}>
              {backUp.busy || b.running ? "Backing up…" : "Back up now"}
            </Button>
            <FormError message={backUp.error} />
            <Notice message={notice} />
          </div>
        </Panel>
        <Panel title="Download the newest backup">
          {data.newestDownload ? (
            <form onSubmit={onDownload} className="flex flex-col gap-4">
              <p className="text-sm text-ink-muted">
                {data.newestDownload.file} ({formatBytes(data.newestDownload.bytes)}) holds every lead. Enter your password and a code from your
                authenticator app again.
              </p>
              <TextField label="Password" name="password" type="password" autoComplete="current-password" required error={download.fields.password} />
              <TextField label="Code" name="code" inputMode="numeric" autoComplete="one-time-code" required error={download.fields.code} />
              <FormError message={download.error} />
              <Button type="submit" variant="secondary" disabled={download.busy} className="self-start">
                Download
              </Button>
            </form>
          ) : (
            <p className="text-sm text-ink-muted">No backup in this copy&apos;s folder yet.</p>
          )}
        </Panel>
        <Panel title="Health">
          <Facts
            rows={[
              ["Database", formatBytes(data.databaseBytes)],
              ["Free disk space", data.diskLow ? `${formatBytes(data.diskFreeBytes)}: low (warning under ${formatBytes(data.diskWarnBytes)})` : formatBytes(data.diskFreeBytes)],
              [
                "Mail",
                `${data.outbox.pending} waiting${data.outbox.pending ? ` (oldest ${formatSpan(data.outbox.oldestPendingSeconds)})` : ""}, ${data.outbox.failed} failed`,
              ],
              ["CRM webhook", `${data.webhook.pending} waiting, ${data.webhook.failed} failed`],
              ...data.inbound.map((i): [string, string] => [
                `${i.source} webhooks`,
                `${i.pending} waiting${i.pending ? ` (oldest ${formatSpan(i.oldestPendingSeconds)})` : ""}, ${i.failed} failed`,
              ]),
              ["Version", data.version],
              ["Running for", formatSpan(data.uptimeSeconds)],
            ]}
          />
        </Panel>
        {data.whatsapp ? <WhatsappPanel channel={data.whatsapp} /> : null}
        {data.inbound.length > 0 ? <InboundPanel onChanged={onChanged} /> : null}
      </div>
    </>
  );
}
