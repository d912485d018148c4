import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AdminApiError } from "~/lib/admin-api";
import type { Conversation, WhatsappMessage } from "./api";
import { ConversationView } from "./conversation-view";
import { windowSentence } from "./conversation-text";

// 25 Nov 2026, 2:00 pm India time.
const NOW = Date.parse("2026-11-25T08:30:00Z");

function message(id: number, over: Partial<WhatsappMessage> = {}): WhatsappMessage {
  return { id, direction: "in", text: `Message ${id}`, template: null, at: "2026-11-25T08:00:00Z", status: "received", by: null, ...over };
}

const open: Conversation = {
  configured: true,
  // Their message at 3:04 pm yesterday India time: the window closes at 3:04 pm today.
  window: { open: true, closesAt: "2026-11-25T09:34:00Z" },
  messages: [message(1, { text: "Is a site visit on Saturday possible?", at: "2026-11-24T09:34:00Z" })],
  templates: [
    { kind: "follow_up", label: "Follow-up" },
    { kind: "booking_confirmation", label: "Booking confirmation" },
  ],
  consent: true,
};

const closed: Conversation = { ...open, window: { open: false, closesAt: null } };

function view(conversation: Conversation, onSend = vi.fn(async () => {})) {
  render(<ConversationView conversation={conversation} now={NOW} onSend={onSend} />);
  return onSend;
}

describe("a lead's WhatsApp conversation", () => {
  it("inside the window, says until when and offers the reply box, not the templates", () => {
    view(open);
    expect(screen.getByText(/^You can reply until 3:04\s?pm\.$/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Reply on WhatsApp" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Template" })).not.toBeInTheDocument();
  });

  it("says 'tomorrow' when the window closes after midnight India time", () => {
    expect(windowSentence({ ...open, window: { open: true, closesAt: "2026-11-25T20:00:00Z" } }, NOW)).toMatch(/^You can reply until 1:30\s?am tomorrow\.$/);
  });

  it("closes the window at its end even before the server says so", () => {
    render(<ConversationView conversation={open} now={Date.parse("2026-11-25T09:35:00Z")} onSend={async () => {}} />);
    expect(screen.queryByRole("textbox", { name: "Reply on WhatsApp" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send template" })).toBeInTheDocument();
  });

  it("outside the window, says only a template can go and offers the mapped templates", async () => {
    const onSend = view(closed);
    expect(screen.getByText("More than 24 hours since their last message: only a template can be sent.")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Reply on WhatsApp" })).not.toBeInTheDocument();
    const picker = screen.getByRole("combobox", { name: "Template" });
    expect(within(picker).getAllByRole("option").map((o) => o.textContent)).toEqual(["Follow-up", "Booking confirmation"]);
    await userEvent.selectOptions(picker, "Booking confirmation");
    await userEvent.click(screen.getByRole("button", { name: "Send template" }));
    expect(onSend).toHaveBeenCalledWith({ template: "booking_confirmation" });
  });

  it("says when they never wrote, and when no template is set up", () => {
    view({ ...closed, messages: [], templates: [] });
    expect(screen.getByText("They have not written to you on WhatsApp yet: only a template can be sent.")).toBeInTheDocument();
    expect(screen.getByText(/^No WhatsApp template is chosen for this message yet/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Send/ })).not.toBeInTheDocument();
  });

  it("without their consent, says so instead of any control, and still shows the messages", () => {
    view({ ...open, consent: false });
    expect(screen.getByText(/has not agreed to WhatsApp messages, or has withdrawn that consent/)).toBeInTheDocument();
    expect(screen.getByText("Is a site visit on Saturday possible?")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("when WhatsApp is not set up, says so instead of any control", () => {
    view({ ...open, configured: false, messages: [] });
    expect(screen.getByText(/^WhatsApp is not set up on this site yet/)).toBeInTheDocument();
    expect(screen.getByText("No WhatsApp messages with them yet.")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("writes each outbound message's delivery in words, a failure visibly, and none on theirs", () => {
    const out = (id: number, status: WhatsappMessage["status"]) => message(id, { direction: "out", status, by: "Asha", text: `Ours ${status}` });
    view({ ...open, messages: [message(1), out(2, "queued"), out(3, "sent"), out(4, "delivered"), out(5, "read"), out(6, "failed")] });
    const bubble = (text: string) => screen.getByText(text).closest("li")!;
    expect(within(bubble("Ours queued")).getByText("Sending")).toBeInTheDocument();
    expect(within(bubble("Ours sent")).getByText("Sent")).toBeInTheDocument();
    expect(within(bubble("Ours delivered")).getByText("Delivered")).toBeInTheDocument();
    expect(within(bubble("Ours read")).getByText("Read")).toBeInTheDocument();
    // Read is the only one in colour; the words are there for everyone else.
    expect(within(bubble("Ours read")).getByTitle("Read")).toHaveClass("text-sky-700");
    expect(within(bubble("Ours delivered")).getByTitle("Delivered")).not.toHaveClass("text-sky-700");
    const failed = within(bubble("Ours failed")).getByText("Not delivered");
    expect(failed).not.toHaveClass("sr-only");
    expect(within(bubble("Message 1")).queryByText(/Sent|Delivered|Read|Not delivered/)).not.toBeInTheDocument();
  });

  it("shows theirs and ours apart, with the time India time and who sent ours", () => {
    view({ ...open, messages: [message(1, { at: "2026-11-25T09:34:00Z" }), message(2, { direction: "out", status: "sent", by: "Asha", at: "2026-11-25T09:40:00Z", template: "follow_up" })] });
    const theirs = screen.getByText("Message 1").closest("li")!;
    const ours = screen.getByText("Message 2").closest("li")!;
    expect(theirs).toHaveClass("justify-start");
    expect(ours).toHaveClass("justify-end");
    expect(within(theirs).getByText(/^3:04\s?pm$/)).toBeInTheDocument();
    expect(within(theirs).getByText("They wrote:")).toBeInTheDocument();
    expect(within(ours).getByText("Asha wrote:")).toBeInTheDocument();
    expect(within(ours).getByText("Template: Follow-up")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Today" })).toBeInTheDocument();
  });

  it("sends the typed reply and empties the box; a refusal shows the server's sentence as it came", async () => {
    const onSend = vi.fn(async () => {});
    view(open, onSend);
    const box = screen.getByRole("textbox", { name: "Reply on WhatsApp" });
    await userEvent.type(box, "  Yes, Saturday 11 am works.  ");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onSend).toHaveBeenCalledWith({ text: "Yes, Saturday 11 am works." });
    expect(box).toHaveValue("");

    onSend.mockRejectedValueOnce(new AdminApiError(422, "The 24 hours to reply have passed: send a template instead."));
    await userEvent.type(box, "Are you there?");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The 24 hours to reply have passed: send a template instead.");
    // What was typed stays, to send another way.
    expect(box).toHaveValue("Are you there?");
  });
});
