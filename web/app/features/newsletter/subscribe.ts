// The monthly-ideas subscription of the guides (POST /api/subscribe).
import { apiError, postJson } from "~/features/lead-api/api";

/** The spec's alert, with its typographic apostrophe. */
export const SUBSCRIBED_ALERT = "Thanks! You’re on the list.";
export const SUBSCRIBE_FAILED_TITLE = "You are not on the list yet.";

export function subscribePayload(email: string, page: string, website = ""): Record<string, string> {
  const body: Record<string, string> = { email: email.trim(), page };
  if (website) body.website = website;
  return body;
}

/** Resolves on 2xx; otherwise rejects with a sentence a visitor can read. */
export async function subscribe(body: Record<string, string>): Promise<void> {
  let res: Response;
  try {
    res = await postJson("/api/subscribe", body);
  } catch {
    throw new Error("We could not reach our server. Please check your connection and try again.");
  }
  if (res.ok) return;
  const err = await apiError(res);
  throw new Error(
    res.status === 400
      ? (Object.values(err.fields)[0] ?? err.message)
      : "We could not add you to the list just now. Please try again in a few minutes.",
  );
}
