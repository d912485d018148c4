import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WhatsappSettings } from "./api";
import { channelSentence, WhatsappSection } from "./settings-section";

const settings: WhatsappSettings = {
  configured: true,
  connected: false,
  lastError: "WhatsApp refused the access token (401).",
  lastErrorAt: "2026-11-25T09:34:00Z",
  templates: { booking_confirmation: { name: "booking_confirmed_v2", language: "hi" }, follow_up: null },
  version: 3,
};

function serve(put: (body: unknown) => Response) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
    init?.method === "PUT" ? put(JSON.parse(String(init.body))) : Response.json(settings),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("the owner's WhatsApp settings", () => {
  it("says whether the channel works", () => {
    expect(channelSentence({ ...settings, configured: false })).toMatch(/^Not set up/);
    expect(channelSentence({ ...settings, connected: true })).toMatch(/^Connected/);
    expect(channelSentence(settings)).toMatch(/not connected/);
  });

  it("shows the connection and its last error, and saves each kind's template and language with the version", async () => {
    let sent: unknown = null;
    serve((body) => {
      sent = body;
      return Response.json({ ...settings, connected: true, lastError: "", version: 4, templates: (body as WhatsappSettings).templates });
    });
    render(<WhatsappSection />);
    expect(await screen.findByText(/Set up, but not connected/)).toBeInTheDocument();
    expect(screen.getByText(/^Last error, 25 Nov 2026, 3:04\s?pm: WhatsApp refused the access token \(401\)\.$/)).toBeInTheDocument();

    const booking = screen.getByRole("group", { name: "Booking confirmation" });
    expect(within(booking).getByRole("textbox", { name: "Template name" })).toHaveValue("booking_confirmed_v2");
    expect(within(booking).getByRole("combobox", { name: "Language" })).toHaveValue("hi");
    const follow = screen.getByRole("group", { name: "Follow-up" });
    await userEvent.type(within(follow).getByRole("textbox", { name: "Template name" }), "nivaas_follow_up");
    await userEvent.selectOptions(within(follow).getByRole("combobox", { name: "Language" }), "Hindi");
    await userEvent.clear(within(booking).getByRole("textbox", { name: "Template name" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(/^Saved\./)).toBeInTheDocument();
    expect(sent).toEqual({
      version: 3,
      templates: {
        lead_acknowledgement: null,
        follow_up: { name: "nivaas_follow_up", language: "hi" },
        booking_confirmation: null,
        reminder_day_before: null,
        reminder_two_hours: null,
        quote_code: null,
      },
    });
    expect(screen.getByText(/^Connected/)).toBeInTheDocument();
  });

  it("refuses a stale save with the server's sentence and a Reload", async () => {
    serve(() => Response.json({ error: "Someone else changed the WhatsApp settings first. Reload to see their change." }, { status: 409 }));
    render(<WhatsappSection />);
    await userEvent.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByText("Someone else changed the WhatsApp settings first. Reload to see their change.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
  });
});
