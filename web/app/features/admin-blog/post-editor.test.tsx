import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BodyEditor } from "./body-editor";
import { emptyPost, type AdminPost } from "./post";
import { PostEditor } from "./post-editor";

const post: AdminPost = {
  ...emptyPost("Asha Rao"),
  id: 12,
  version: 3,
  title: "Pooja rooms",
  slug: "pooja-rooms",
  bodyHtml: "<p>Light and teak.</p>",
  status: "draft",
  publishAt: null,
  createdAt: "2026-11-27T10:00:00Z",
  updatedAt: "2026-11-27T10:00:00Z",
  updatedBy: "asha@nivaas.example",
};

/** The server: each call answers the next of answers (status, body); every request is kept. */
function server(...answers: [number, unknown][]) {
  const sent: { url: string; method: string; body: Record<string, unknown> | null }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (url, init) => {
    sent.push({ url: String(url), method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : null });
    const [status, body] = url.toString().includes("/revisions") ? [200, { revisions: [] }] : (answers.shift() ?? [500, {}]);
    return new Response(JSON.stringify(body), { status: status as number });
  });
  return sent.filter.bind(sent);
}

function renderEditor(first: AdminPost | null = post) {
  return render(
    <PostEditor first={first} blank={emptyPost("Asha Rao")} categories={["Kitchen Design Ideas"]} onCreated={() => {}} onReload={() => {}} renderPreview={() => <p>preview</p>} />,
  );
}

// The editor is a big tree: on a busy machine one render can take seconds.
describe("PostEditor", { timeout: 20_000 }, () => {
  // jsdom lays nothing out; the editor scrolls the first refused field into view.
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => {};
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows the server's sentences beside the fields they name", async () => {
    server([400, { error: "Some fields of this post need attention.", fields: { title: "Fill this in.", "seo.description": "Keep it under 160 characters.", cover: "Choose an uploaded photo and describe it in a few words." } }]);
    renderEditor();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Publish" })));
    expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription(expect.stringContaining("Fill this in."));
    expect(screen.getByLabelText("Search description")).toHaveAccessibleDescription(expect.stringContaining("Keep it under 160 characters."));
    expect(screen.getByText("Choose an uploaded photo and describe it in a few words.")).toBeInTheDocument();
    expect(screen.getByText("Some fields of this post need attention.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveFocus();
  });

  it("schedules in India time and says when the post publishes itself", async () => {
    const scheduled = { ...post, version: 4, status: "scheduled", publishAt: "2026-12-01T09:00:00+05:30" };
    const sent = server([200, scheduled]);
    renderEditor();
    fireEvent.click(screen.getByRole("button", { name: "Schedule" }));
    fireEvent.change(screen.getByLabelText("Publish on (India time)"), { target: { value: "2026-12-01T09:00" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Schedule post" })));
    const patch = sent((s) => s.method === "PATCH");
    expect(patch).toHaveLength(1);
    expect(patch[0].url).toBe("/api/admin/blog-posts/12");
    expect(patch[0].body).toMatchObject({ version: 3, status: "scheduled", publishAt: "2026-12-01T09:00:00+05:30", title: "Pooja rooms" });
    expect(screen.getByText(/Publishes itself 1 Dec 2026, 9:00 am/)).toBeInTheDocument();
    expect(screen.getByText("Scheduled: it publishes itself at its time.")).toBeInTheDocument();
  });

  it("keeps what was typed after a stale save and offers the one stale notice with Reload", async () => {
    server([409, { error: "Someone else changed this post meanwhile. Reload to see their change." }]);
    renderEditor();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: "Pooja rooms, revised" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save draft" })));
    expect(screen.getByText("Someone else changed this post meanwhile. Reload to see their change.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue("Pooja rooms, revised");
  });

  it("gives a new post an address from its title until the address is typed, and warns that changing a saved one redirects", () => {
    const { unmount } = renderEditor(null);
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: "Modern Kitchen Trends 2026" } });
    expect(screen.getByLabelText("Address")).toHaveValue("modern-kitchen-trends-2026");
    fireEvent.change(screen.getByLabelText("Address"), { target: { value: "kitchens" } });
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: "Modern Kitchen Trends 2027" } });
    expect(screen.getByLabelText("Address")).toHaveValue("kitchens");
    expect(screen.queryByText(/will send visitors/)).toBeNull();
    unmount();
    renderEditor();
    fireEvent.change(screen.getByLabelText("Address"), { target: { value: "pooja-room-ideas" } });
    expect(screen.getByText("The old address /blogs/pooja-rooms will send visitors and search engines to the new one.")).toBeInTheDocument();
  });

  it("counts the search fields' characters against their limits", () => {
    renderEditor();
    fireEvent.change(screen.getByLabelText("Search title"), { target: { value: "x".repeat(12) } });
    expect(screen.getByText("12 / 70 characters")).toBeInTheDocument();
    const preview = screen.getByRole("region", { name: "Search result preview" });
    expect(within(preview).getByText(/^x{12} \| /)).toBeInTheDocument();
  });
});

describe("BodyEditor", { timeout: 20_000 }, () => {
  it("keeps a saved YouTube embed and photo (as the server stores them) and formats from the toolbar", () => {
    const onChange = vi.fn();
    const saved = '<p>Hello</p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="640" height="360" allowfullscreen></iframe><img src="/media/ab/960.webp" alt="Teak mandir">';
    render(<BodyEditor html={saved} onChange={onChange} />);
    expect(screen.getByRole("toolbar", { name: "Formatting" })).toBeInTheDocument();
    for (const name of ["Heading", "Subheading", "Bold", "Italic", "Bulleted list", "Numbered list", "Quote", "Link", "Photo", "YouTube video"]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
    fireEvent.click(screen.getByRole("button", { name: "Heading" }));
    const html = onChange.mock.calls.at(-1)?.[0] as string;
    expect(html).toContain("<h2>Hello</h2>");
    expect(html).toContain('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="640" height="360" title="YouTube video" allowfullscreen="">');
    expect(html).toContain('<img src="/media/ab/960.webp" alt="Teak mandir">');
    expect(html).not.toMatch(/style=|on\w+=|javascript:/i);
  });
});
