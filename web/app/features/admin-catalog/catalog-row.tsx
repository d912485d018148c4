// One entry of a catalog list: (a drag handle,) thumbnail, title, status, and the kind's own line of details and buttons.
import type { LiHTMLAttributes, ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import { statusLabels, thumbnailURL } from "./catalog";
import type { CatalogItem } from "./catalog-editor";

/** A small text button of a list row. */
export const rowButton =
  "min-h-11 rounded-field px-2 text-sm font-semibold text-accent-ink underline-offset-4 hover:underline disabled:text-ink-muted disabled:no-underline";

export function CatalogRow({
  item,
  heading,
  editing,
  handle,
  children,
  className,
  ...li
}: { item: CatalogItem; heading: ReactNode; editing: boolean; handle?: ReactNode; children: ReactNode } & LiHTMLAttributes<HTMLLIElement>) {
  const first = item.images[0];
  return (
    <li
      {...li}
      className={cn(
        "grid gap-x-3 gap-y-1 rounded-card bg-white p-3 shadow-soft",
        handle ? "grid-cols-[auto_3.5rem_minmax(0,1fr)]" : "grid-cols-[3.5rem_minmax(0,1fr)]",
        editing && "ring-2 ring-accent",
        className,
      )}
    >
      {handle ? <div className="row-span-3 -ml-1 flex items-start">{handle}</div> : null}
      <div className={cn("size-14 overflow-hidden rounded-field bg-limewash", !handle && "row-span-2")}>
        {first ? <img src={thumbnailURL(first)} alt="" className="size-full object-cover" /> : null}
      </div>
      <div className="flex min-w-0 items-start justify-between gap-2">
        <p className="min-w-0 font-semibold break-words">{heading}</p>
        <Badge tone={item.status === "published" ? "sage" : "brass"} className="shrink-0">
          {statusLabels[item.status]}
        </Badge>
      </div>
      {children}
    </li>
  );
}

/** "Edit", with the item's name for screen readers. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button type="button" className={rowButton} onClick={onClick}>
      Edit<span className="sr-only"> {name}</span>
    </button>
  );
}
