// The conversation's words: the reply window, the delivery ticks and the day headings, India time.
import { formatDay, formatTime, indiaDayOf } from "~/lib/admin-dates";
import type { Conversation, MessageStatus, WhatsappMessage } from "./api";

/** Whether free text may go now: the server's window, closed the moment its end passes while the page is open. */
export function windowOpen(window: Conversation["window"], now: number): boolean {
  return window.open && (window.closesAt === null || Date.parse(window.closesAt) > now);
}

/** The window in words: until when a reply may go, or why only a template can. */
export function windowSentence(c: Pick<Conversation, "window" | "messages">, now: number): string {
  if (windowOpen(c.window, now)) {
    if (!c.window.closesAt) return "You can reply.";
    const sameDay = indiaDayOf(c.window.closesAt) === indiaDayOf(new Date(now));
    return `You can reply until ${formatTime(c.window.closesAt)}${sameDay ? "" : " tomorrow"}.`;
  }
  if (!c.messages.some((m) => m.direction === "in")) return "They have not written to you on WhatsApp yet: only a template can be sent.";
  return "More than 24 hours since their last message: only a template can be sent.";
}

export interface Tick {
  /** What a screen reader says, and the tooltip. */
  label: string;
  /** The marks drawn: none, a clock, one tick or two. */
  marks: "clock" | "one" | "two" | "none";
  /** Read: two ticks in colour. */
  coloured: boolean;
  /** The label is shown as text, not only read out (a failure must be seen). */
  visible: boolean;
}

const ticks: Record<Exclude<MessageStatus, "received">, Tick> = {
  queued: { label: "Sending", marks: "clock", coloured: false, visible: false },
  sent: { label: "Sent", marks: "one", coloured: false, visible: false },
  delivered: { label: "Delivered", marks: "two", coloured: false, visible: false },
  read: { label: "Read", marks: "two", coloured: true, visible: false },
  failed: { label: "Not delivered", marks: "none", coloured: false, visible: true },
};

/** The delivery state of an outbound message; null for what they sent. */
export function tickFor(m: Pick<WhatsappMessage, "direction" | "status">): Tick | null {
  if (m.direction === "in" || m.status === "received") return null;
  return ticks[m.status] ?? null;
}

/** The heading above a day's messages: "Today", "Yesterday" or the date. */
export function dayHeading(at: string, now: number): string {
  const day = indiaDayOf(at);
  const today = indiaDayOf(new Date(now));
  if (day === today) return "Today";
  if (day === indiaDayOf(new Date(now - 86_400_000))) return "Yesterday";
  return formatDay(at);
}

/** The messages in runs of one India day each, oldest first. */
export function byDay(messages: WhatsappMessage[]): { day: string; messages: WhatsappMessage[] }[] {
  const days: { day: string; messages: WhatsappMessage[] }[] = [];
  for (const m of messages) {
    const day = indiaDayOf(m.at);
    const last = days.at(-1);
    if (last && last.day === day) last.messages.push(m);
    else days.push({ day, messages: [m] });
  }
  return days;
}
