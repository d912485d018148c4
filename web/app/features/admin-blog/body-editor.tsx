// The post's body in Tiptap, limited to what the server's allowlist keeps: headings, bold, italic, lists, quotes,
// links, uploaded photos with their description, YouTube embeds. Loaded only by the editor's route chunk.
import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import Youtube from "@tiptap/extension-youtube";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link as LinkIcon, List, ListOrdered, Quote, Redo2, Undo2, SquarePlay } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { youTubeEmbed, youTubeId } from "./body-rules";
import { LinkDialog, PhotoDialog, VideoDialog } from "./insert-dialogs";

// A body saved by the server keeps YouTube's iframe without Tiptap's wrapper: read both, and embeds of either origin.
// Write only what the server's allowlist keeps (the plain youtube-nocookie.com embed address, size, title,
// allowfullscreen): Tiptap's own adds "?rel=1", which it refuses.
const YoutubeEmbed = Youtube.extend({
  parseHTML() {
    return [{ tag: "div[data-youtube-video] iframe" }, { tag: 'iframe[src^="https://www.youtube.com/embed/"]' }, { tag: 'iframe[src^="https://www.youtube-nocookie.com/embed/"]' }];
  },
  renderHTML({ node }) {
    const id = youTubeId(String(node.attrs.src ?? ""));
    const frame = { src: id ? youTubeEmbed(id) : "", width: String(node.attrs.width ?? 640), height: String(node.attrs.height ?? 360), title: "YouTube video", allowfullscreen: "" };
    return ["div", { "data-youtube-video": "" }, ["iframe", frame]];
  },
});

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: false,
  }),
  Link.configure({ openOnClick: false, autolink: true, defaultProtocol: "https", HTMLAttributes: { target: null, rel: null } }),
  Image.configure({ inline: false, allowBase64: false }),
  YoutubeEmbed.configure({ nocookie: false, controls: true, width: 640, height: 360 }),
];

// The same reading rhythm as the public article, so what is written looks like what visitors read.
const proseClass =
  "min-h-72 px-4 py-3 text-base leading-relaxed text-ink outline-none sm:text-lg [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:font-display [&_h2]:text-2xl [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-display [&_h3]:text-xl " +
  "[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 [&_strong]:font-semibold [&_a]:text-accent-ink [&_a]:underline " +
  "[&_blockquote]:my-5 [&_blockquote]:rounded-card [&_blockquote]:bg-brass-soft [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:font-display [&_blockquote]:text-brass-ink " +
  "[&_img]:my-4 [&_img]:max-h-96 [&_img]:rounded-card [&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-accent [&_iframe]:my-4 [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:rounded-card";

type Dialog = "link" | "photo" | "video" | null;

/** The body field: a toolbar and the text, starting from html (give it a new key to replace the text); onChange gets the HTML after each edit. */
export function BodyEditor({ html, onChange, error }: { html: string; onChange: (html: string) => void; error?: string }) {
  const labelId = useId();
  const errorId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const editor = useEditor({
    extensions,
    content: html,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: proseClass,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(error ? { "aria-invalid": "true", "aria-describedby": errorId } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });

  useEffect(() => {
    editor?.setOptions({
      editorProps: { attributes: { class: proseClass, role: "textbox", "aria-multiline": "true", "aria-labelledby": labelId, ...(error ? { "aria-invalid": "true", "aria-describedby": errorId } : {}) } },
    });
  }, [editor, error, labelId, errorId]);

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-semibold text-ink">
        Body
      </span>
      <div className={cn("rounded-field bg-white ring-1 ring-line ring-inset focus-within:ring-2 focus-within:ring-accent", error && "ring-2 ring-danger")}>
        {editor ? <Toolbar editor={editor} open={setDialog} /> : null}
        <EditorContent editor={editor} />
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
      {editor && dialog === "link" ? (
        <LinkDialog
          initial={(editor.getAttributes("link").href as string | undefined) ?? ""}
          onClose={() => setDialog(null)}
          onInsert={(href) => {
            const chain = editor.chain().focus().extendMarkRange("link");
            if (href) chain.setLink({ href }).run();
            else chain.unsetLink().run();
            setDialog(null);
          }}
        />
      ) : null}
      {editor && dialog === "photo" ? (
        <PhotoDialog
          onClose={() => setDialog(null)}
          onInsert={(photo) => {
            editor.chain().focus().setImage({ src: photo.url, alt: photo.alt }).run();
            setDialog(null);
          }}
        />
      ) : null}
      {editor && dialog === "video" ? (
        <VideoDialog
          onClose={() => setDialog(null)}
          onInsert={(url) => {
            editor.chain().focus().setYoutubeVideo({ src: youTubeEmbed(youTubeId(url)) }).run();
            setDialog(null);
          }}
        />
      ) : null}
    </div>
  );
}

function Toolbar({ editor, open }: { editor: Editor; open: (d: Dialog) => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bullets: e.isActive("bulletList"),
      numbers: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const run = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label="Formatting" className="sticky top-16 z-10 flex flex-wrap gap-1 rounded-t-field border-b border-line bg-white p-1.5 lg:top-0">
      <Tool label="Heading" pressed={state.h2} onClick={() => run().toggleHeading({ level: 2 }).run()} icon={<Heading2 className="size-5" />} />
      <Tool label="Subheading" pressed={state.h3} onClick={() => run().toggleHeading({ level: 3 }).run()} icon={<Heading3 className="size-5" />} />
      <Tool label="Bold" pressed={state.bold} onClick={() => run().toggleBold().run()} icon={<Bold className="size-5" />} />
      <Tool label="Italic" pressed={state.italic} onClick={() => run().toggleItalic().run()} icon={<Italic className="size-5" />} />
      <Tool label="Bulleted list" pressed={state.bullets} onClick={() => run().toggleBulletList().run()} icon={<List className="size-5" />} />
      <Tool label="Numbered list" pressed={state.numbers} onClick={() => run().toggleOrderedList().run()} icon={<ListOrdered className="size-5" />} />
      <Tool label="Quote" pressed={state.quote} onClick={() => run().toggleBlockquote().run()} icon={<Quote className="size-5" />} />
      <Tool label="Link" pressed={state.link} onClick={() => open("link")} icon={<LinkIcon className="size-5" />} />
      <Tool label="Photo" onClick={() => open("photo")} icon={<ImagePlus className="size-5" />} />
      <Tool label="YouTube video" onClick={() => open("video")} icon={<SquarePlay className="size-5" />} />
      <span aria-hidden="true" className="mx-1 hidden w-px bg-line sm:block" />
      <Tool label="Undo" disabled={!state.undo} onClick={() => run().undo().run()} icon={<Undo2 className="size-5" />} />
      <Tool label="Redo" disabled={!state.redo} onClick={() => run().redo().run()} icon={<Redo2 className="size-5" />} />
    </div>
  );
}

function Tool({ label, icon, pressed, disabled, onClick }: { label: string; icon: ReactNode; pressed?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-field text-ink hover:bg-limewash disabled:opacity-40 aria-pressed:bg-accent aria-pressed:text-white"
    >
      {icon}
    </button>
  );
}
