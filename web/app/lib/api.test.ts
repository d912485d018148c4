import { afterEach, describe, expect, it } from "vitest";
import { buildLeadPayload, buildMailPayload, newIdempotencyKey, submitJson, submitLead, type LeadValues } from "./api";
import { modalLeadPayload } from "./test-leads";

const modalValues: LeadValues = {
  propertyType: "2 BHK",
  location: "",
  name: "  Asha Rao ",
  mobile: " 98765 43210",
  email: "",
  whatsappUpdates: true,
  website: "",
};

describe("buildLeadPayload", () => {
  it("keeps the modal's empty e-mail as an empty string and trims the text", () => {
    const payload = buildLeadPayload(modalValues);
    expect(payload).toEqual(modalLeadPayload);
    expect(JSON.parse(JSON.stringify(payload)).email).toBe("");
  });

  it("keeps the estimate page's missing e-mail as null in the JSON", () => {
    const payload = buildLeadPayload({ ...modalValues, location: "Pune", email: null, whatsappUpdates: false });
    expect(JSON.parse(JSON.stringify(payload))).toMatchObject({ email: null, whatsappUpdates: false, location: "Pune" });
    expect("email" in JSON.parse(JSON.stringify(payload))).toBe(true);
  });

  it("adds the attribution fields that have a value and leaves the empty ones out", () => {
    const payload = buildLeadPayload(modalValues, {
      page: "/",
      referrer: "https://search.example/",
      utm_source: "google",
      utm_medium: "",
      utm_campaign: "diwali",
    });
    expect(payload).toMatchObject({ page: "/", referrer: "https://search.example/", utm_source: "google", utm_campaign: "diwali" });
    expect("utm_medium" in payload).toBe(false);
  });

  it("sends the honeypot only when something filled it", () => {
    expect("website" in buildLeadPayload(modalValues)).toBe(false);
    expect(buildLeadPayload({ ...modalValues, website: "spam.example" }).website).toBe("spam.example");
  });
});

describe("buildMailPayload", () => {
  it("addresses the visitor when they gave an e-mail", () => {
    expect(buildMailPayload({ ...modalValues, email: " asha@example.in " }, "hello@nivaas.example")).toEqual({
      to: "asha@example.in",
      name: "Asha Rao",
      email: "asha@example.in",
      countryCode: "+91",
      mobile: "98765 43210",
      propertyType: "2 BHK",
      location: "",
    });
  });

  it("addresses the company's info e-mail when the visitor gave none (empty or null)", () => {
    expect(buildMailPayload(modalValues, "hello@nivaas.example")).toMatchObject({ to: "hello@nivaas.example", email: "" });
    expect(buildMailPayload({ ...modalValues, email: null }, "hello@nivaas.example")).toMatchObject({ to: "hello@nivaas.example", email: "" });
  });
});

describe("submitLead and submitJson", () => {
  const lead: LeadValues = { propertyType: "2 BHK", location: "", name: "Asha", mobile: "9876543210", email: "", whatsappUpdates: true };
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  function answer(byPath: Record<string, () => Response>) {
    globalThis.fetch = (async (url: string) => {
      const make = byPath[url];
      if (!make) throw new TypeError("Failed to fetch");
      return make();
    }) as typeof fetch;
  }
  const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

  it("is ok with mailSent when both calls succeed", async () => {
    answer({ "/api/leads": json(201, { id: 1, createdAt: "x" }), "/api/sendMail": json(200, { success: true }) });
    expect(await submitLead(lead, {}, "hello@nivaas.example")).toMatchObject({ ok: true, status: 201, data: { mailSent: true } });
  });

  it("is ok without mailSent when the mail is refused after the lead was saved", async () => {
    answer({ "/api/leads": json(201, { id: 1, createdAt: "x" }), "/api/sendMail": json(503, { success: false, error: "Mail is down." }) });
    expect(await submitLead(lead, {}, "hello@nivaas.example")).toMatchObject({ ok: true, data: { mailSent: false, mailStatus: 503, mailError: "Mail is down." } });
  });

  it("is not ok with the server's sentence and fields when the lead is refused", async () => {
    answer({ "/api/leads": json(400, { error: "Please enter a valid e-mail address.", fields: { email: "Please enter a valid e-mail address." } }) });
    expect(await submitLead(lead, {}, "hello@nivaas.example")).toEqual({
      ok: false,
      status: 400,
      message: "Please enter a valid e-mail address.",
      fields: { email: "Please enter a valid e-mail address." },
    });
  });

  it("is not ok with status 0 when the server cannot be reached, and never rejects", async () => {
    answer({ "/api/leads": json(201, { id: 1, createdAt: "x" }) });
    expect(await submitLead(lead, {}, "hello@nivaas.example")).toMatchObject({ ok: false, status: 0 });
    answer({});
    expect(await submitJson("/api/subscribe", {})).toMatchObject({ ok: false, status: 0 });
  });

  it("sends one Idempotency-Key with the lead and the lead's id with the mail", async () => {
    const sent: Array<{ url: string; headers: Record<string, string>; body: Record<string, unknown> }> = [];
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      sent.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(init.body as string) });
      return url === "/api/leads" ? json(201, { id: 42, createdAt: "x" })() : json(200, { success: true })();
    }) as typeof fetch;
    await submitLead(lead, {}, "hello@nivaas.example");
    await submitLead(lead, {}, "hello@nivaas.example");
    const keys = sent.filter((r) => r.url === "/api/leads").map((r) => r.headers["Idempotency-Key"]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).not.toBe(keys[0]); // one key per submission
    expect(sent.find((r) => r.url === "/api/sendMail")?.body).toMatchObject({ leadId: 42 });
    expect(sent[0].headers["Content-Type"]).toBe("application/json");
  });

  it("makes keys the server accepts", () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_.:-]{1,100}$/);
  });

  it("keeps a status sentence when an error answer is not JSON", async () => {
    answer({ "/api/contact": () => new Response("<html>Bad gateway</html>", { status: 502 }) });
    expect(await submitJson("/api/contact", {})).toEqual({ ok: false, status: 502, message: "The server answered 502.", fields: {} });
  });
});
