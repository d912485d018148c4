import { describe, expect, it } from "vitest";
import { testSentence } from "./webhook-settings";

describe("the webhook test's sentence", () => {
  it("says the lead arrived on a 2xx", () => {
    expect(testSentence({ status: 204, ok: true, error: "" })).toBe("Your CRM answered 204: the test lead arrived.");
  });
  it("gives the CRM's status on a refusal", () => {
    expect(testSentence({ status: 401, ok: false, error: "The CRM refused the lead with status 401." })).toBe(
      "Your CRM answered 401: the test lead was not accepted.",
    );
  });
  it("says no answer came when the address could not be reached", () => {
    expect(testSentence({ status: 0, ok: false, error: "Could not connect to the CRM's address." })).toBe(
      "No answer from your CRM. Could not connect to the CRM's address.",
    );
  });
});
