import { lazy, Suspense } from "react";
import { CatalogPicture } from "~/components/ui/catalog-picture";
import contract from "~/content/contract.json";
import { GALLERY_SIZES } from "~/lib/catalog-data";
import { cn } from "~/lib/cn";
import type { DesignImage } from "./api";
import { useMediaQuery } from "./use-media-query";

// Embla's code is fetched only on phones and tablets, where the swipe carousel is shown.
const DesignCarousel = lazy(() => import("./design-carousel"));

export interface DesignImagesProps {
  images: DesignImage[];
  title: string;
  selected: number;
  onSelect: (index: number) => void;
  /** The page's first design: its first image is the largest paint, fetched at once. */
  priority?: boolean;
}

const IMAGE_WIDTH = contract.catalogPage.imageWidth;
const IMAGE_HEIGHT = contract.catalogPage.imageHeight;

function imageAlt(image: DesignImage, title: string, index: number, total: number): string {
  return image.alt?.trim() || `${title}, image ${index + 1} of ${total}`;
}

/** A main image with thumbnails on desktop, a swipe carousel on smaller screens; both share one selected index. */
export function DesignImages(props: DesignImagesProps) {
  const desktop = useMediaQuery("(min-width: 64rem)");
  if (props.images.length === 0) return null;
  if (!desktop && props.images.length > 1) {
    return (
      <Suspense fallback={<MainImage {...props} />}>
        <DesignCarousel {...props} />
      </Suspense>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <MainImage {...props} />
      {props.images.length > 1 ? <Thumbnails {...props} /> : null}
    </div>
  );
}

function MainImage({ images, title, selected, priority }: DesignImagesProps) {
  const i = Math.min(selected, images.length - 1);
  return <DesignPicture images={images} i={i} title={title} priority={priority} className="aspect-[4/3] w-full rounded-card bg-sand object-cover" />;
}

/** Image i of a design at the gallery's size, the first one fetched early when the card is the page's first. */
export function DesignPicture({ images, i, title, priority, className, draggable }: Pick<DesignImagesProps, "images" | "title" | "priority"> & { i: number; className: string; draggable?: boolean }) {
  const image = images[i]!;
  return (
    <CatalogPicture
      image={image}
      alt={imageAlt(image, title, i, images.length)}
      sizes={GALLERY_SIZES}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      priority={priority && i === 0}
      draggable={draggable}
      className={className}
    />
  );
}

/** A stable key for an image in its list. */
export function imageKey(image: DesignImage, i: number): string {
  return (image.media ?? image.url ?? "") + i;
}

function Thumbnails({ images, title, selected, onSelect }: DesignImagesProps) {
  return (
    <ul className="grid grid-cols-4 gap-3" aria-label={`Images of ${title}`}>
      {images.map((image, i) => (
        <li key={imageKey(image, i)}>
          <button
            type="button"
            aria-label={`Show image ${i + 1} of ${images.length}`}
            aria-pressed={i === selected}
            onClick={() => onSelect(i)}
            className={cn(
              "block w-full cursor-pointer overflow-hidden rounded-field ring-offset-2 ring-offset-white transition duration-200",
              i === selected ? "ring-2 ring-ink" : "opacity-75 hover:opacity-100",
            )}
          >
            <CatalogPicture image={image} alt="" sizes="10rem" width={IMAGE_WIDTH} height={IMAGE_HEIGHT} className="aspect-[4/3] w-full bg-sand object-cover" />
          </button>
        </li>
      ))}
    </ul>
  );
}
