// One lead's conversation, live: read once, polled every 5 s while the tab is visible, marked read as it is seen.
import { useCallback, useEffect, useRef, useState } from "react";
import { AdminApiError, useAdminQuery } from "~/lib/admin-api";
import { markRead, readConversation, sendTemplate, sendText, type Conversation, type WhatsappMessage } from "./api";
import type { Outgoing } from "./conversation-view";

const POLL_MS = 5_000;

/** The newest message they sent, by id (0 for none). */
function newestInbound(c: Conversation): number {
  return c.messages.reduce((n, m) => (m.direction === "in" && m.id > n ? m.id : n), 0);
}

/** A sent message in place, once, whether or not a poll brought it first. */
function withMessage(c: Conversation, m: WhatsappMessage): Conversation {
  return c.messages.some((x) => x.id === m.id) ? c : { ...c, messages: [...c.messages, m] };
}

/** onChanged: the lead's own record moved on (a message sent, or theirs arrived): its timeline is read again. */
export function useConversation(leadId: number, onChanged?: () => void) {
  const query = useAdminQuery(`conversation/${leadId}`, (signal) => readConversation(leadId, signal));
  const { data, phase, setData, reload } = query;
  const changed = useRef(onChanged);
  useEffect(() => {
    changed.current = onChanged;
  });
  const [now, setNow] = useState(() => Date.now());
  // Bumped by each send: a poll that set out before it carries an older list and is dropped.
  const generation = useRef(0);

  // Seen while the tab is visible: the list's unread marker goes (a missed mark is made by the next poll).
  const marked = useRef(0);
  const newest = data ? newestInbound(data) : 0;
  const shownNewest = useRef(newest);
  useEffect(() => {
    shownNewest.current = newest;
  });
  useEffect(() => {
    if (newest <= marked.current || document.visibilityState !== "visible") return;
    const was = marked.current;
    marked.current = newest;
    markRead(leadId).catch(() => {
      marked.current = was;
    });
  }, [leadId, newest, now]);

  const poll = useCallback(async () => {
    const started = generation.current;
    setNow(Date.now());
    try {
      const fresh = await readConversation(leadId);
      if (started !== generation.current) return;
      const arrived = newestInbound(fresh) > shownNewest.current;
      setData(() => fresh);
      if (arrived) changed.current?.();
    } catch {
      // A missed poll is tried again 5 s later; what is shown stays.
    }
  }, [leadId, setData]);

  useEffect(() => {
    if (phase !== "ready") return;
    const tick = () => {
      if (document.visibilityState === "visible") void poll();
    };
    const timer = window.setInterval(tick, POLL_MS);
    document.addEventListener("visibilitychange", tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [phase, poll]);

  const send = useCallback(
    async (out: Outgoing) => {
      generation.current++;
      try {
        const message = "text" in out ? await sendText(leadId, out.text) : await sendTemplate(leadId, out.template);
        setData((c) => withMessage(c, message));
        changed.current?.();
      } catch (err) {
        // Refused as things stand (the window closed, consent withdrawn): read again so the controls follow.
        if (err instanceof AdminApiError && err.status === 422) void reload();
        throw err;
      } finally {
        setNow(Date.now());
      }
    },
    [leadId, setData, reload],
  );

  return { query, now, send };
}
