import { formatDay } from "~/lib/admin-dates";
// The erasure step's photo picker (issue 28): staff search the photo library, see each photo and
// where it is shown, and pick those the person appears in; the erasure takes them off every page.
import { useEffect, useState } from "react";
import { Loaded } from "~/components/admin/admin-ui";
import { TextField } from "~/components/ui/text-field";
import privacyConfig from "~/content/privacy.json";
import { useAdminQuery } from "~/lib/admin-api";
import { readPhotos, type LibraryPhoto, type PhotoPlace } from "./api";

const kindNames: Record<PhotoPlace["kind"], string> = { design: "Design", project: "Project", post: "Blog post", review: "Review", city: "City page" };

/** Where a photo is shown, in words: "Project “Iyer home”, City page “Coimbatore”". */
function placesText(uses: PhotoPlace[]): string {
  if (uses.length === 0) return "not shown on any page";
  return uses.map((u) => `${kindNames[u.kind]} “${u.title}”`).join(", ");
}

/** How long typing rests before the library is searched. */
const SEARCH_PAUSE_MS = 300;

export function PhotoPicker({ picked, onChange }: { picked: string[]; onChange: (picked: string[]) => void }) {
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = useAdminQuery(`privacy-photos-${q}`, (signal) => readPhotos(q, signal));
  const limit = privacyConfig.limits.photos;
  const toggle = (hash: string) => onChange(picked.includes(hash) ? picked.filter((h) => h !== hash) : [...picked, hash]);
  return (
    <fieldset className="flex flex-col gap-3 rounded-field border border-line p-4">
      <legend className="px-1 font-semibold">Photos they appear in</legend>
      <p className="text-ink-muted">
        Pick the photos that show the person. Each is taken off every design, project, blog post, review and city page showing it, and deleted
        with all its sizes.
      </p>
      <TextField
        label="Search photos"
        type="search"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        hint="By the page a photo is shown on or its description"
      />
      <p role="status" className="text-base">
        {picked.length === 0 ? "No photos picked." : `${picked.length} ${picked.length === 1 ? "photo" : "photos"} picked (at most ${limit}).`}
      </p>
      <Loaded query={query} loading="Loading the photos…">
        {({ photos, more }) => (
          <>
            {photos.length === 0 && <p>No photos match.</p>}
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {photos.map((p) => (
                <PhotoChoice key={p.hash} photo={p} checked={picked.includes(p.hash)} full={picked.length >= limit} onToggle={() => toggle(p.hash)} />
              ))}
            </ul>
            {more && <p className="text-ink-muted">More photos match: type more words to narrow the list.</p>}
          </>
        )}
      </Loaded>
    </fieldset>
  );
}

function PhotoChoice({ photo: p, checked, full, onToggle }: { photo: LibraryPhoto; checked: boolean; full: boolean; onToggle: () => void }) {
  const where = placesText(p.uses);
  const described = p.uses.find((u) => u.alt)?.alt;
  return (
    <li>
      <label className="flex cursor-pointer items-start gap-3 rounded-field border border-line p-2 has-[:checked]:border-ink has-[:checked]:bg-limewash">
        <input
          type="checkbox"
          className="mt-1.5 size-6 shrink-0"
          checked={checked}
          disabled={!checked && full}
          onChange={onToggle}
          aria-label={`Erase the photo ${described ? `“${described}” ` : ""}shown on: ${where}`}
        />
        <img
          src={p.preview}
          alt={described ?? "A library photo"}
          width={96}
          height={Math.round((96 * p.height) / p.width)}
          loading="lazy"
          className="w-24 shrink-0 rounded-field object-cover"
          style={{ backgroundColor: p.placeholder.startsWith("#") ? p.placeholder : undefined }}
        />
        <span className="min-w-0 text-base">
          <span className="block break-words">Shown on: {where}</span>
          <span className="block text-ink-muted">
            {p.width} × {p.height}, uploaded {formatDay(p.createdAt)}
          </span>
        </span>
      </label>
    </li>
  );
}
