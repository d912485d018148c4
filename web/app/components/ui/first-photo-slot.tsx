import contract from "~/content/contract.json";
import { cn } from "~/lib/cn";

/**
 * Where the server writes the first card's photo into the pre-rendered page (internal/sitepages/catalog_pages.go),
 * so the page's largest paint waits for no script. Hydration keeps what the server wrote (React never compares
 * dangerouslySetInnerHTML), and the real card takes the slot's place once the page's data is read.
 * The photo is styled here as CatalogPicture's card photos are, so the swap moves nothing.
 */
export function FirstPhotoSlot({ className }: { className?: string }) {
  return (
    <div
      id={contract.catalogPage.firstPhotoId}
      className={cn("[&_img]:aspect-[4/3] [&_img]:w-full [&_img]:bg-sand [&_img]:object-cover", className)}
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  );
}
