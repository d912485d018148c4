// The conversation as bubbles: theirs on the left, ours on the right with the delivery ticks, grouped by India day.
import { Check, CheckCheck, Clock, TriangleAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import { formatTime } from "~/lib/admin-dates";
import { cn } from "~/lib/cn";
import type { TemplateChoice, WhatsappMessage } from "./api";
import { byDay, dayHeading, tickFor } from "./conversation-text";

function Ticks({ message }: { message: WhatsappMessage }) {
  const tick = tickFor(message);
  if (!tick) return null;
  if (tick.visible) {
    return (
      <span className="inline-flex items-center gap-1 font-semibold text-danger">
        <TriangleAlert aria-hidden="true" className="size-3.5" />
        {tick.label}
      </span>
    );
  }
  const Mark = tick.marks === "clock" ? Clock : tick.marks === "one" ? Check : CheckCheck;
  return (
    <span title={tick.label} className={cn("inline-flex items-center", tick.coloured ? "text-sky-700" : "text-ink-muted")}>
      <Mark aria-hidden="true" className="size-4" strokeWidth={2.25} />
      <span className="sr-only">{tick.label}</span>
    </span>
  );
}

function Bubble({ message, templates }: { message: WhatsappMessage; templates: TemplateChoice[] }) {
  const ours = message.direction === "out";
  const template = message.template ? (templates.find((t) => t.kind === message.template)?.label ?? message.template) : null;
  return (
    <li className={cn("flex", ours ? "justify-end pl-8 sm:pl-16" : "justify-start pr-8 sm:pr-16")}>
      <div
        className={cn(
          "max-w-full min-w-0 rounded-2xl px-3.5 py-2 text-sm shadow-soft",
          ours ? "rounded-br-md bg-sage-soft" : "rounded-bl-md bg-white",
          message.status === "failed" && "ring-1 ring-danger",
        )}
      >
        <p className="sr-only">{ours ? (message.by ? `${message.by} wrote:` : "Sent automatically:") : "They wrote:"}</p>
        {template ? <p className="mb-0.5 text-xs font-semibold text-sage-ink">Template: {template}</p> : null}
        <p className="break-words whitespace-pre-wrap">{message.text}</p>
        <p className="mt-1 flex flex-wrap items-center justify-end gap-x-1.5 text-xs text-ink-muted">
          {ours ? <span aria-hidden="true">{message.by ?? "Automatic"} ·</span> : null}
          <time dateTime={message.at}>{formatTime(message.at)}</time>
          <Ticks message={message} />
        </p>
      </div>
    </li>
  );
}

/**
 * The messages in a box that scrolls, kept at its newest message as messages arrive unless the person scrolled up
 * to read older ones. A log: what arrives is read out.
 */
export function MessageList({ messages, templates, now }: { messages: WhatsappMessage[]; templates: TemplateChoice[]; now: number }) {
  const box = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const newest = messages.at(-1)?.id ?? 0;
  useEffect(() => {
    const el = box.current;
    if (el && atEnd.current) el.scrollTop = el.scrollHeight;
  }, [newest]);
  if (messages.length === 0) return <p className="text-sm text-ink-muted">No WhatsApp messages with them yet.</p>;
  return (
    <div
      ref={box}
      role="log"
      aria-label="WhatsApp messages"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus so keyboard users can scroll it (axe scrollable-region-focusable).
      tabIndex={0}
      onScroll={(e) => {
        const el = e.currentTarget;
        atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
      }}
      className="max-h-[28rem] overflow-y-auto overscroll-contain rounded-field bg-limewash px-2 py-3 sm:px-4"
    >
      {byDay(messages).map(({ day, messages: ofDay }) => (
        <div key={day} className="flex flex-col gap-2 not-first:mt-3">
          <h3 className="self-center rounded-pill bg-white/80 px-3 py-0.5 font-sans text-xs font-semibold text-ink-muted">{dayHeading(ofDay[0]!.at, now)}</h3>
          <ul className="flex flex-col gap-2">
            {ofDay.map((m) => (
              <Bubble key={m.id} message={m} templates={templates} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
