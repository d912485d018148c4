import { describe, expect, it } from "vitest";
import type { LeadEvent } from "~/features/admin-leads/lead-types";
import { eventLine, who } from "./lead-history";

const event = (over: Partial<LeadEvent>): LeadEvent => ({ id: 1, at: "2026-11-25T09:34:00Z", actor: null, kind: "status", text: "", ...over });
const asha = { id: 3, name: "Asha" };

describe("a timeline line", () => {
  it("says a person opened WhatsApp, as before WhatsApp was a channel", () => {
    const e = event({ kind: "whatsapp", actor: asha, text: "Opened WhatsApp." });
    expect(who(e) + eventLine(e)).toBe("Asha opened WhatsApp.");
  });

  it("gives what was sent on WhatsApp by a person", () => {
    const e = event({ kind: "whatsapp", actor: asha, text: "WhatsApp template sent: Follow-up." });
    expect(who(e) + eventLine(e)).toBe("Asha: WhatsApp template sent: Follow-up.");
  });

  it("lets the customer's message speak for itself, its first line in the Latest block", () => {
    const e = event({ kind: "whatsapp", text: "WhatsApp from the customer: Hello!\nWe are in Baner." });
    expect(who(e)).toBe("");
    expect(eventLine(e)).toBe("WhatsApp from the customer: Hello!");
  });

  it("names the visitor and the system as before", () => {
    expect(who(event({ kind: "created" }))).toBe("The visitor");
    expect(who(event({ kind: "status", text: "Status New → Contacted." })) + eventLine(event({ kind: "status", text: "Status New → Contacted." }))).toBe(
      "The system: Status New → Contacted.",
    );
  });
});
