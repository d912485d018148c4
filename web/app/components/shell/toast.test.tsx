import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { resetToasterForTests, toastError, toastSuccess } from "./toast";
import { ToastArea } from "./toast-area";

afterEach(() => resetToasterForTests());

describe("toast helpers", () => {
  it("mount the toast area on demand and show a success toast with its description", async () => {
    render(<ToastArea />);
    await toastSuccess("Message sent!", { description: "We'll get back to you as soon as possible." });
    expect(await screen.findByText("Message sent!")).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you as soon as possible.")).toBeInTheDocument();
  });

  it("show an error toast", async () => {
    render(<ToastArea />);
    await toastError("Something went wrong. Please try again later.");
    const title = await screen.findByText("Something went wrong. Please try again later.");
    expect(title.closest("[data-type]")).toHaveAttribute("data-type", "error");
  });
});
