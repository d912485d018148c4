import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SystemStatus } from "./api";
import { formatBytes, formatSpan, SystemStatusView } from "./system-page";

const status: SystemStatus = {
  version: "v1.2.3",
  uptimeSeconds: 7200,
  databaseBytes: 5 * 1024 * 1024,
  diskFreeBytes: 20 * 1024 * 1024 * 1024,
  diskWarnBytes: 1024 * 1024 * 1024,
  diskLow: false,
  untrustedProxy: false,
  backups: {
    everySeconds: 86400,
    folder: "/data/backups",
    bucket: "",
    encrypted: false,
    lastSuccess: null,
    lastFile: "",
    lastBytes: 0,
    lastPlace: "",
    lastAttempt: "2026-11-25T02:00:00Z",
    lastError: "disk full",
    failures: 2,
    next: "2026-11-25T02:15:00Z",
    overdue: true,
    running: false,
    sameDisk: true,
  },
  outbox: { pending: 3, oldestPendingSeconds: 600, failed: 1 },
  webhook: { pending: 0, failed: 0 },
  inbound: [],
  problems: ["The last backup failed: disk full", "No backup is newer than twice the backup interval."],
  newestDownload: null,
};

describe("SystemPage", () => {
  it("formats sizes and spans as people read them", () => {
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(5 * 1024 * 1024)).toBe("5.0 MB");
    expect(formatBytes(-1)).toBe("unknown");
    expect(formatSpan(90)).toBe("1 minute");
    expect(formatSpan(3 * 3600 + 5)).toBe("3 hours");
    expect(formatSpan(86400)).toBe("1 day");
  });

  it("shows the problems, the backup record and the health, and offers a backup now", () => {
    render(<SystemStatusView status={status} onChanged={() => {}} />);
    const alerts = screen.getAllByRole("alert").map((p) => p.textContent).filter(Boolean);
    expect(alerts).toEqual(status.problems);
    expect(screen.getByText("None yet")).toBeInTheDocument();
    expect(screen.getByText("3 waiting (oldest 10 minutes), 1 failed")).toBeInTheDocument();
    expect(screen.getByText("20.0 GB")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back up now" })).toBeEnabled();
    expect(screen.getByText("No backup in this copy's folder yet.")).toBeInTheDocument();
  });

  it("warns beside the backups when they share the data's disk, and not when a copy goes elsewhere", () => {
    const { unmount } = render(<SystemStatusView status={status} onChanged={() => {}} />);
    expect(screen.getByText(/Backups are kept on the same disk as the data/)).toBeInTheDocument();
    unmount();
    render(<SystemStatusView status={{ ...status, backups: { ...status.backups, sameDisk: false, bucket: "s3://backups" } }} onChanged={() => {}} />);
    expect(screen.queryByText(/Backups are kept on the same disk as the data/)).not.toBeInTheDocument();
  });

  it("shows the WhatsApp channel: connected or not, and its last error", () => {
    const { unmount } = render(
      <SystemStatusView
        status={{ ...status, whatsapp: { configured: true, connected: false, lastError: "WhatsApp answered 500.", lastErrorAt: "2026-11-25T09:34:00Z", unmapped: ["follow_up", "reminder_two_hours"] } }}
        onChanged={() => {}}
      />,
    );
    const panel = screen.getByRole("region", { name: "WhatsApp" });
    expect(within(panel).getByText("Not connected: the last call to WhatsApp failed")).toBeInTheDocument();
    expect(within(panel).getByText(/^25 Nov 2026, 3:04\s?pm: WhatsApp answered 500\.$/)).toBeInTheDocument();
    expect(within(panel).getByText("Follow-up, Reminder two hours before (no template chosen in Settings)")).toBeInTheDocument();
    unmount();
    render(<SystemStatusView status={{ ...status, whatsapp: { configured: true, connected: true, lastError: null, lastErrorAt: null, unmapped: [] } }} onChanged={() => {}} />);
    expect(within(screen.getByRole("region", { name: "WhatsApp" })).getByText("Connected")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "WhatsApp" })).getByText("None")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "WhatsApp" })).getByText("Nothing: every kind has its template")).toBeInTheDocument();
  });

  it("says when free disk space is under the warning level", () => {
    render(<SystemStatusView status={{ ...status, diskLow: true, diskFreeBytes: 512 * 1024 * 1024 }} onChanged={() => {}} />);
    expect(screen.getByText("512.0 MB: low (warning under 1.0 GB)")).toBeInTheDocument();
  });

  it("asks for the password and a code before the download", () => {
    render(<SystemStatusView status={{ ...status, problems: [], newestDownload: { file: "site-x.tar.gz", bytes: 2048 } }} onChanged={() => {}} />);
    expect(screen.getByLabelText(/Password/)).toHaveAttribute("type", "password");
    expect(screen.getByLabelText(/Code/)).toBeRequired();
    expect(screen.getByRole("button", { name: "Download" })).toBeInTheDocument();
  });

  it("lists the webhook deliveries that need an eye and sends one round again", async () => {
    const problem = { id: 7, source: "WhatsApp", status: "failed", attempts: 4, lastError: "Graph API answered 500.", receivedAt: "2026-11-25T02:00:00Z", nextAttemptAt: "2026-11-25T02:00:00Z" };
    const fetchMock = vi.fn(async (url: RequestInfo | URL) => {
      const body = String(url).endsWith("/retry") ? { queued: true } : { problems: [problem], stuckMinutes: 15 };
      return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetchMock);
    let changed = 0;
    const withInbound = { ...status, inbound: [{ source: "WhatsApp", pending: 2, oldestPendingSeconds: 120, failed: 1 }] };
    render(<SystemStatusView status={withInbound} onChanged={() => changed++} />);
    expect(screen.getByText("WhatsApp webhooks")).toBeInTheDocument();
    expect(screen.getByText("2 waiting (oldest 2 minutes), 1 failed")).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Webhook problems" });
    expect(within(list).getByText("Graph API answered 500.")).toBeInTheDocument();
    await userEvent.click(within(list).getByRole("button", { name: /^Try again: WhatsApp delivery/ }));
    expect(await screen.findByText(/^The WhatsApp delivery of .* is queued to be processed again\.$/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain("/api/admin/inbound/7/retry");
    expect(changed).toBe(1);
  });
});

afterEach(() => vi.unstubAllGlobals());
