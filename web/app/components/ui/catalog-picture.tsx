import { mediaFallbackSrc, mediaSrcSet, placeholderStyle, type CatalogImage } from "~/lib/media";

export interface CatalogPictureProps {
  image: CatalogImage;
  alt: string;
  /** The <img sizes> of this slot (contract.json catalogPage for the pages the server preloads). */
  sizes: string;
  /** Used when the image does not say its own size (demo illustrations). */
  width: number;
  height: number;
  /** The first image of a page: fetched at once, at high priority (it is the page's largest paint). */
  priority?: boolean;
  className?: string;
  draggable?: boolean;
}

/**
 * An uploaded photo as WebP with a JPEG fallback in every width made, its placeholder
 * behind it while it loads; a demo illustration as the plain image it is.
 */
export function CatalogPicture({ image, alt, sizes, width, height, priority = false, className, draggable }: CatalogPictureProps) {
  const loading = priority ? "eager" : "lazy";
  const fetchPriority = priority ? "high" : undefined;
  // What the <img> says in either form; attribute order does not matter to the browser.
  const shared = { width: image.width || width, height: image.height || height, loading, fetchPriority, decoding: "async", draggable, className } as const;
  if (image.media && image.widths && image.widths.length > 0) {
    return (
      <picture>
        <source type="image/webp" srcSet={mediaSrcSet(image.media, image.widths, "webp")} sizes={sizes} />
        <img src={mediaFallbackSrc(image.media, image.widths)} srcSet={mediaSrcSet(image.media, image.widths, "jpg")} sizes={sizes} alt={alt} {...shared} style={placeholderStyle(image.placeholder)} />
      </picture>
    );
  }
  return <img src={image.url} alt={alt} {...shared} />;
}
