// WhatsApp for browser tests: a local server speaking the Cloud API's documented send call (the site's
// WHATSAPP_API_URL points at it), and webhook deliveries signed as Meta signs them.
import type { APIRequestContext } from "@playwright/test";
import { createHmac, randomUUID } from "node:crypto";
import { startFakeApi } from "./fake-api";

const APP_SECRET = "e2e-whatsapp-app-secret";
const PHONE_NUMBER_ID = "109876543210";
const TOKEN = "e2e-whatsapp-token";
/** Where the site takes WhatsApp's webhook deliveries. */
const WHATSAPP_HOOK_PATH = "/api/hooks/whatsapp";

/** One message the site asked WhatsApp to send, with the id the fake answered. */
export interface SentMessage {
  wamid: string;
  /** The site's own reference (biz_opaque_callback_data), echoed in the message's status webhooks. */
  ref: string;
  to: string;
  type: string;
  text: string;
  template: string;
}

export interface FakeGraph {
  /** The site's environment: the account, with its API address here. */
  env: Record<string, string>;
  sent: SentMessage[];
  close: () => Promise<void>;
}

/**
 * Answers POST /{version}/{phone-number-id}/messages as the Cloud API does (a message id per send) and GET of the number
 * itself (the site's check of its account), after checking the bearer token; anything else is 404. What was sent is
 * kept in order.
 */
export async function startFakeGraph(): Promise<FakeGraph> {
  const sent: SentMessage[] = [];
  const { port, close } = await startFakeApi(({ method, path, headers, raw }, reply) => {
    if (headers.authorization !== `Bearer ${TOKEN}`) return reply(401, { error: { message: "Invalid OAuth access token.", code: 190 } });
    if (method === "GET" && path.endsWith(`/${PHONE_NUMBER_ID}`)) return reply(200, { id: PHONE_NUMBER_ID });
    if (method !== "POST" || !path.endsWith(`/${PHONE_NUMBER_ID}/messages`)) return reply(404, { error: { message: "Unknown path", code: 100 } });
    const m = JSON.parse(raw) as { to: string; type: string; text?: { body: string }; template?: { name: string }; biz_opaque_callback_data?: string };
    const wamid = `wamid.e2e.${randomUUID()}`;
    sent.push({ wamid, ref: m.biz_opaque_callback_data ?? "", to: m.to, type: m.type, text: m.text?.body ?? "", template: m.template?.name ?? "" });
    reply(200, { messaging_product: "whatsapp", contacts: [{ input: m.to, wa_id: m.to }], messages: [{ id: wamid }] });
  });
  return {
    env: {
      WHATSAPP_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: "e2e-verify",
      WHATSAPP_API_URL: `http://127.0.0.1:${port}/v21.0`,
    },
    sent,
    close,
  };
}

/** A change of the business account's "messages" field, as the webhook carries it. */
function delivery(value: Record<string, unknown>): string {
  return JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "100000000000001",
        changes: [{ field: "messages", value: { messaging_product: "whatsapp", metadata: { display_phone_number: "919800000000", phone_number_id: PHONE_NUMBER_ID }, ...value } }],
      },
    ],
  });
}

/** A text from mobile (10 digits) named name. */
export function inboundText(mobile: string, name: string, text: string, at = new Date()): string {
  const from = `91${mobile}`;
  return delivery({
    contacts: [{ profile: { name }, wa_id: from }],
    messages: [{ from, id: `wamid.in.${randomUUID()}`, timestamp: String(Math.floor(at.getTime() / 1000)), type: "text", text: { body: text } }],
  });
}

/** WhatsApp's news of a sent message ("sent", "delivered", "read" or "failed"), with the reference the site gave it. */
export function statusChange(message: SentMessage, status: string, at = new Date()): string {
  const ref = message.ref ? { biz_opaque_callback_data: message.ref } : {};
  return delivery({ statuses: [{ id: message.wamid, status, timestamp: String(Math.floor(at.getTime() / 1000)), recipient_id: message.to, ...ref }] });
}

/** Posts a delivery to the site's webhook, signed with the app secret over the raw body (X-Hub-Signature-256). */
export async function postWebhook(api: APIRequestContext, baseURL: string, body: string): Promise<number> {
  const signature = `sha256=${createHmac("sha256", APP_SECRET).update(body).digest("hex")}`;
  const res = await api.post(`${baseURL}${WHATSAPP_HOOK_PATH}`, { headers: { "Content-Type": "application/json", "X-Hub-Signature-256": signature }, data: Buffer.from(body) });
  return res.status();
}
