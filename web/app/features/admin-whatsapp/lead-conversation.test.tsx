import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Conversation, WhatsappMessage } from "./api";
import { LeadConversation } from "./lead-conversation";

const inbound = (id: number, text: string): WhatsappMessage => ({ id, direction: "in", text, template: null, at: new Date().toISOString(), status: "received", by: null });

let answer: Conversation;
let calls: string[];
let visibility: DocumentVisibilityState;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  visibility = "visible";
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  calls = [];
  answer = {
    configured: true,
    window: { open: true, closesAt: new Date(Date.now() + 3_600_000).toISOString() },
    messages: [inbound(1, "Hello, is the offer still on?")],
    templates: [],
    consent: true,
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${String(url)}`);
      if (String(url).endsWith("/read")) return new Response(null, { status: 204 });
      return new Response(JSON.stringify(answer), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const reads = () => calls.filter((c) => c === "POST /api/admin/leads/7/conversation/read").length;

describe("the lead page's live conversation", () => {
  it("marks the conversation read on opening, and shows a new message by the next poll, marking it read too", async () => {
    const changed = vi.fn();
    render(<LeadConversation leadId={7} onChanged={changed} />);
    expect(await screen.findByText("Hello, is the offer still on?")).toBeInTheDocument();
    await vi.waitFor(() => expect(reads()).toBe(1));

    answer = { ...answer, messages: [...answer.messages, inbound(2, "Can someone call me at 6?")] };
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText("Can someone call me at 6?")).toBeInTheDocument();
    await vi.waitFor(() => expect(reads()).toBe(2));
    // The lead's timeline has the new message too: the page reads the lead again.
    expect(changed).toHaveBeenCalledTimes(1);

    // A poll with nothing new marks nothing again, and changes nothing.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(reads()).toBe(2);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("does not poll, nor mark read, while the tab is hidden", async () => {
    render(<LeadConversation leadId={7} />);
    await screen.findByText("Hello, is the offer still on?");
    visibility = "hidden";
    const before = calls.length;
    answer = { ...answer, messages: [...answer.messages, inbound(2, "Anyone?")] };
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(calls.length).toBe(before);

    // Back in sight: read at once, and the new message is marked read.
    visibility = "visible";
    await act(async () => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(await screen.findByText("Anyone?")).toBeInTheDocument();
    await vi.waitFor(() => expect(reads()).toBe(2));
  });
});
