// The server puts the first view's designs or projects into the gallery and projects pages
// (internal/sitepages catalog_pages.go), so the first photo need not wait for an API call.
import contract from "~/content/contract.json";

export const GALLERY_SIZES = contract.catalogPage.gallerySizes;
export const PROJECT_SIZES = contract.catalogPage.projectSizes;

type CatalogData = { kind: "designs"; category: string; type: string; designs: unknown[] } | { kind: "projects"; projects: unknown[] };

/**
 * The data the page arrived with, read once and removed (a later visit in the same tab asks the API);
 * null when there is none or it is not for this view. Call it after hydration (in an effect).
 */
export function takeCatalogData(matches: (data: CatalogData) => boolean): CatalogData | null {
  const el = typeof document === "undefined" ? null : document.getElementById(contract.catalogPage.dataId);
  if (!el) return null;
  let data: CatalogData | null = null;
  try {
    const parsed: unknown = JSON.parse(el.textContent || "null");
    if (isCatalogData(parsed) && matches(parsed)) data = parsed;
  } catch {
    data = null;
  }
  if (data) el.remove();
  return data;
}

function isCatalogData(v: unknown): v is CatalogData {
  if (typeof v !== "object" || v === null) return false;
  const o = v as Record<string, unknown>;
  if (o.kind === "designs") return typeof o.category === "string" && typeof o.type === "string" && Array.isArray(o.designs);
  return o.kind === "projects" && Array.isArray(o.projects);
}
