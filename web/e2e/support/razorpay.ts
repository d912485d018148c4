// Razorpay for browser tests: a local server speaking the documented Payment Links call (the site's RAZORPAY_API_URL
// points at it), checking the key pair as Basic auth, and webhook deliveries signed as Razorpay signs them.
import type { APIRequestContext } from "@playwright/test";
import { createHmac, randomBytes } from "node:crypto";
import { startFakeApi } from "./fake-api";

const KEY_ID = "rzp_test_e2e0000000001";
const KEY_SECRET = "e2e-razorpay-key-secret";
const WEBHOOK_SECRET = "e2e-razorpay-webhook-secret";

/** One payment link the site asked for, as Razorpay answered it. */
export interface PaymentLink {
  id: string;
  amount: number;
  currency: string;
  description: string;
  referenceId: string;
  /** Unix seconds; 0 when the site set none. */
  expireBy: number;
  customer: { name?: string; contact?: string; email?: string };
  shortUrl: string;
  status: "created" | "paid" | "expired" | "cancelled";
}

export interface FakeRazorpay {
  /** The site's environment: the account, with its API address here. */
  env: Record<string, string>;
  links: PaymentLink[];
  close: () => Promise<void>;
}

/**
 * Answers POST /v1/payment_links as Razorpay does (the link with its id and short_url) after checking the Basic auth key
 * pair, and GET /v1/payment_links/{id}; anything else is Razorpay's 404 shape. Short URLs are rzp.io's, as Razorpay's are.
 */
export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const links: PaymentLink[] = [];
  const basic = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`;
  const { port, close } = await startFakeApi((req, reply) => {
    const fail = (status: number, description: string) =>
      reply(status, {
        error: {
          code: "BAD_REQUEST_ERROR",
          description,
          source: "NA",
          step: "NA",
          reason: "NA",
          metadata: {},
        },
      });
    const { raw } = req;
    const path = req.path.replace(/\/$/, "");
    if (req.headers.authorization !== basic) return fail(401, "The api key provided is invalid");
    if (req.method === "GET" && path.startsWith("/v1/payment_links/")) {
      const link = links.find((l) => l.id === path.slice("/v1/payment_links/".length));
      return link ? reply(200, entity(link)) : fail(400, "The id provided does not exist");
    }
    if (req.method !== "POST" || path !== "/v1/payment_links") return fail(404, "The requested URL was not found on the server.");
    let body: {
      amount?: unknown;
      currency?: string;
      description?: string;
      reference_id?: string;
      expire_by?: number;
      customer?: PaymentLink["customer"];
    };
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      return fail(400, "The request body is not valid JSON.");
    }
    if (!Number.isInteger(body.amount) || (body.amount as number) < 100) return fail(400, "The amount must be atleast INR 1.00");
    if (body.reference_id && links.some((l) => l.referenceId === body.reference_id)) return fail(400, "Payment Link with given reference_id already exists");
    const id = `plink_${randomBytes(7).toString("hex")}`;
    const link: PaymentLink = {
      id,
      amount: body.amount as number,
      currency: body.currency ?? "INR",
      description: body.description ?? "",
      referenceId: body.reference_id ?? "",
      expireBy: body.expire_by ?? 0,
      customer: body.customer ?? {},
      shortUrl: `https://rzp.io/i/${id.slice(6)}`,
      status: "created",
    };
    links.push(link);
    reply(200, entity(link));
  });
  return {
    env: {
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
    },
    links,
    close,
  };
}

/** The Payment Link entity as the API answers it. */
function entity(l: PaymentLink) {
  return {
    id: l.id,
    amount: l.amount,
    amount_paid: l.status === "paid" ? l.amount : 0,
    currency: l.currency,
    accept_partial: false,
    description: l.description,
    reference_id: l.referenceId,
    expire_by: l.expireBy,
    customer: l.customer,
    notify: { sms: false, email: false },
    short_url: l.shortUrl,
    status: l.status,
    created_at: Math.floor(Date.now() / 1000),
  };
}

/** The webhook delivery Razorpay sends when a link is paid (event payment_link.paid, with the payment), for link. */
export function linkPaid(link: PaymentLink): string {
  link.status = "paid";
  const payment = {
    id: `pay_${randomBytes(7).toString("hex")}`,
    entity: "payment",
    amount: link.amount,
    currency: link.currency,
    status: "captured",
    method: "upi",
  };
  return linkEvent(link, ["payment_link", "order", "payment"], { payment: { entity: payment } });
}

/** The delivery when a link passes its expire_by unpaid (event payment_link.expired). */
export function linkExpired(link: PaymentLink): string {
  link.status = "expired";
  return linkEvent(link, ["payment_link"], {});
}

function linkEvent(link: PaymentLink, contains: string[], more: Record<string, unknown>): string {
  return JSON.stringify({
    entity: "event",
    account_id: "acc_e2e0000000001",
    event: `payment_link.${link.status}`,
    contains,
    payload: { payment_link: { entity: entity(link) }, ...more },
    created_at: Math.floor(Date.now() / 1000),
  });
}

/** Posts a delivery to the site's webhook at path, signed with the webhook secret over the raw body (X-Razorpay-Signature). */
export async function postRazorpayWebhook(api: APIRequestContext, url: string, body: string): Promise<number> {
  const signature = createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex");
  const res = await api.post(url, {
    headers: {
      "Content-Type": "application/json",
      "X-Razorpay-Signature": signature,
      "X-Razorpay-Event-Id": `evt_${randomBytes(7).toString("hex")}`,
    },
    data: Buffer.from(body),
  });
  return res.status();
}
