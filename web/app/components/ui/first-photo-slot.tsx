import contract from "~/content/contract.json";
import { Card } from "./card";
import { cn } from "~/lib/cn";

/**
 * Where the server writes the first card's photo into the pre-rendered page (internal/sitepages/catalog_pages.go),
 * so the page's largest paint waits for no script. Hydration keeps what the server wrote (React never compares
 * dangerouslySetInnerHTML), and the real card takes the slot's place once the page's data is read.
 * The photo is styled here as CatalogPicture's card photos are, so the swap moves nothing.
 */
function FirstPhotoSlot({ className }: { className?: string }) {
  return (
    <div
      id={contract.catalogPage.firstPhotoId}
      className={cn("[&_img]:aspect-[4/3] [&_img]:w-full [&_img]:bg-sand [&_img]:object-cover", className)}
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  );
}

/**
 * While a catalog list loads: its first card's frame, where the list's first card will be, holding the photo the
 * server put in (so it shows before any script runs); not shown when the server put none.
 */
export function FirstCardFrame({ listClass, cardClass, slotClass }: { listClass: string; cardClass: string; slotClass: string }) {
  return (
    <ul className={cn(listClass, "hidden has-[img]:grid")}>
      <li>
        <Card padded={false} className={cardClass}>
          <FirstPhotoSlot className={slotClass} />
        </Card>
      </li>
    </ul>
  );
}

/** "Loading...", the empty text, or nothing: the states around a catalog list (spec sections 2 and 8). */
export function CatalogListStatus({ loading, emptyText }: { loading: boolean; emptyText: string | null }) {
  if (loading) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-24 text-lg text-ink-muted">
        <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-line border-t-accent motion-reduce:animate-none" />
        Loading...
      </p>
    );
  }
  if (emptyText) {
    return (
      <p role="status" className="mx-auto max-w-xl rounded-card bg-limewash px-6 py-16 text-center text-lg text-ink-muted">
        {emptyText}
      </p>
    );
  }
  return null;
}
