import { afterEach, describe, expect, it } from "vitest";
import { captureLanding, LANDING_KEY, leadAttribution, parseLanding } from "./attribution";

function setReferrer(value: string) {
  Object.defineProperty(document, "referrer", { value, configurable: true });
}

afterEach(() => {
  setReferrer("");
  window.history.replaceState(null, "", "/");
});

describe("parseLanding", () => {
  it("keeps the five UTM tags and the referrer, nothing else", () => {
    const landing = parseLanding(
      "https://www.nivaas.example/city/pune?utm_source=google&utm_medium=cpc&utm_campaign=diwali&utm_term=modular+kitchen&utm_content=ad-2&gclid=abc",
      "https://search.example/",
    );
    expect(landing).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "diwali",
      utm_term: "modular kitchen",
      utm_content: "ad-2",
      referrer: "https://search.example/",
    });
  });

  it("gives nothing for a plain URL without referrer", () => {
    expect(parseLanding("https://www.nivaas.example/", "")).toEqual({});
  });
});

describe("captureLanding and leadAttribution", () => {
  it("keeps the first landing of the session when the visitor moves on", () => {
    window.history.replaceState(null, "", "/city/pune?utm_source=instagram&utm_campaign=monsoon");
    setReferrer("https://social.example/post/1");
    expect(captureLanding()).toEqual({ utm_source: "instagram", utm_campaign: "monsoon", referrer: "https://social.example/post/1" });

    window.history.replaceState(null, "", "/get-free-estimate");
    setReferrer("");
    expect(leadAttribution()).toEqual({
      page: "/get-free-estimate",
      referrer: "https://social.example/post/1",
      utm_source: "instagram",
      utm_campaign: "monsoon",
    });
    expect(JSON.parse(window.sessionStorage.getItem(LANDING_KEY) ?? "{}")).toMatchObject({ utm_source: "instagram" });
  });

  it("lets a later landing with UTM tags replace a landing that had none", () => {
    window.history.replaceState(null, "", "/");
    captureLanding();
    window.history.replaceState(null, "", "/?utm_source=newsletter");
    expect(captureLanding()).toEqual({ utm_source: "newsletter" });
  });

  it("ignores a referrer from this same site", () => {
    setReferrer(`${window.location.origin}/blogs`);
    expect(leadAttribution()).toEqual({ page: "/" });
  });
});
