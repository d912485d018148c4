// The monthly-ideas subscription of the guides (POST /api/subscribe).
import { noticeFields } from "~/lib/consent";
import { submitJson, type SubmitResult } from "~/lib/api";

/** The spec's alert, with its typographic apostrophe. */
export const SUBSCRIBED_ALERT = "Thanks! You’re on the list.";
export const SUBSCRIBE_FAILED_TITLE = "You are not on the list yet.";

export function subscribePayload(email: string, page: string, website = ""): Record<string, string> {
  const body: Record<string, string> = { email: email.trim(), page };
  if (website) body.website = website;
  return body;
}

/** Subscribes; a failure's message is a sentence a visitor can read. */
export async function subscribe(body: Record<string, string>): Promise<SubmitResult> {
  const result = await submitJson("/api/subscribe", { ...body, ...noticeFields() });
  if (result.ok) return result;
  let message: string;
  if (result.status === 0) message = "We could not reach our server. Please check your connection and try again.";
  else if (result.status === 400) message = Object.values(result.fields)[0] ?? result.message;
  else message = "We could not add you to the list just now. Please try again in a few minutes.";
  return { ...result, message };
}
