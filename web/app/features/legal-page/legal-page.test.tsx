import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { privacy } from "~/content/legal/privacy";
import { terms } from "~/content/legal/terms";
import * as toast from "~/components/shell/toast";
import { LegalPage } from "./legal-page";

afterEach(() => vi.restoreAllMocks());

describe("LegalPage", { timeout: 20_000 }, () => {
  it.each([terms(), privacy()])("$title: every contents link points at a section with that id", (doc) => {
    const { container } = render(<LegalPage doc={doc} />);
    const toc = screen.getByRole("navigation", { name: "On this page" });
    const links = within(toc).getAllByRole("link");
    expect(links).toHaveLength(doc.sections.length);
    for (const link of links) {
      const id = link.getAttribute("href")!.slice(1);
      const section = container.querySelector(`section#${CSS.escape(id)}`);
      expect(section, id).not.toBeNull();
      expect(within(section as HTMLElement).getByRole("heading", { level: 2 })).toHaveTextContent(link.textContent!);
    }
  });

  it("shows the last-updated date, support hours and the under-18 rule", () => {
    render(<LegalPage doc={terms()} />);
    expect(screen.getByText(terms().lastUpdated)).toHaveAttribute("datetime", terms().isoLastUpdated);
    expect(screen.getAllByText(/Monday to Saturday 09:30 to 18:00/).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Minors under 18 need a guardian.").length).toBeGreaterThan(0);
  });

  it("copies the page address and confirms with a toast", async () => {
    // user-event installs its own clipboard on setup, so ours goes in afterwards.
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const success = vi.spyOn(toast, "toastSuccess").mockResolvedValue(undefined);
    render(<LegalPage doc={privacy()} />);
    await user.click(screen.getByRole("button", { name: "Copy Link" }));
    expect(writeText).toHaveBeenCalledWith(location.href);
    expect(success).toHaveBeenCalledWith("Link copied to clipboard!");
  });

  it("prints with window.print", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    render(<LegalPage doc={privacy()} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
