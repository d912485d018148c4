import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SubscribeForm } from "./subscribe-form";
import { SUBSCRIBED_ALERT, subscribePayload } from "./subscribe";

describe("SubscribeForm", () => {
  it("asks for a required e-mail and has a Subscribe button", () => {
    render(<SubscribeForm page="/Guides/Design-Tips" />);
    const email = screen.getByRole("textbox", { name: "Email address" });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute("type", "email");
    expect(screen.getByRole("button", { name: "Subscribe" })).toHaveAttribute("type", "submit");
  });

  it("posts the e-mail and the page, and keeps the spec's alert with its typographic apostrophe", () => {
    expect(subscribePayload(" reader@example.in ", "/Guides/Space-Planning")).toEqual({ email: "reader@example.in", page: "/Guides/Space-Planning" });
    expect(SUBSCRIBED_ALERT).toBe("Thanks! You\u2019re on the list.");
  });
});
