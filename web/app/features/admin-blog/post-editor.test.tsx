import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
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
    return new Response(status === 204 ? null : JSON.stringify(body), { status: status as number });
  });
  return sent.filter.bind(sent);
}

/** The editor at its address inside a data router (the leave guard needs one), beside the list it may move to. */
function renderEditor(first: AdminPost | null = post, onDeleted: (notice: string) => void = () => {}) {
  const editor = (
    <PostEditor
      first={first}
      blank={emptyPost("Asha Rao")}
      categories={["Kitchen Design Ideas"]}
      onCreated={() => {}}
      onDeleted={onDeleted}
      onReload={() => {}}
      renderPreview={() => <p>preview</p>}
    />
  );
  const router = createMemoryRouter(
    [
      { path: "/admin/blog-posts/:id", element: editor },
      { path: "/admin/blog-posts", element: <h1>All posts</h1> },
    ],
    { initialEntries: ["/admin/blog-posts/12"] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
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

  it("deletes only after its confirmation, at the version read", async () => {
    const sent = server([204, null]);
    const onDeleted = vi.fn();
    renderEditor(post, onDeleted);
    fireEvent.click(screen.getByRole("button", { name: "Delete post" }));
    const confirm = screen.getByRole("group", { name: "Delete this post" });
    expect(confirm).toHaveTextContent("Delete this post for good? Its address then answers “Blog not found.”, and it leaves /blogs and the sitemap.");
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(sent((s) => s.method === "DELETE")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Delete post" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Yes, delete it" })));
    expect(sent((s) => s.method === "DELETE").map((s) => s.url)).toEqual(["/api/admin/blog-posts/12?version=3"]);
    expect(onDeleted).toHaveBeenCalledWith("Post deleted.");
  });

  it("asks before leaving with unsaved changes, in the app and on closing the tab, and not once they are saved", async () => {
    server([200, { ...post, version: 4, title: "Pooja rooms, revised" }]);
    const { router } = renderEditor();
    const unloadAsks = () => !window.dispatchEvent(new Event("beforeunload", { cancelable: true }));
    expect(unloadAsks()).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: "Pooja rooms, revised" } });
    expect(unloadAsks()).toBe(true);
    await act(() => router.navigate("/admin/blog-posts"));
    const dialog = screen.getByRole("dialog", { name: "Unsaved changes" });
    expect(dialog).toHaveTextContent("This post has changes that are not saved. Leave and lose them?");
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Stay and keep editing" })));
    expect(screen.getByLabelText(/^Title/)).toHaveValue("Pooja rooms, revised");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save draft" })));
    expect(unloadAsks()).toBe(false);
    await act(() => router.navigate("/admin/blog-posts"));
    expect(screen.getByRole("heading", { name: "All posts" })).toBeInTheDocument();
  });

  it("leaves without saving when asked to", async () => {
    const { router } = renderEditor();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: "Half a thought" } });
    await act(() => router.navigate("/admin/blog-posts"));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Leave without saving" })));
    expect(screen.getByRole("heading", { name: "All posts" })).toBeInTheDocument();
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
    // An embed saved on www.youtube.com is written back as the privacy-enhanced one the CSP allows.
    expect(html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="640" height="360" title="YouTube video" allowfullscreen="">');
    expect(html).toContain('<img src="/media/ab/960.webp" alt="Teak mandir">');
    expect(html).not.toMatch(/style=|on\w+=|javascript:/i);
  });
});
