// The owner's company details: the offer, contact details, social links, claims and review figures (issue 27).
import type { CompanyDetails } from "~/content/company";
import type { FaqCategory } from "~/content/faqs";
import type { CityPageEdit } from "~/content/site-content";
import { adminApi } from "~/lib/admin-api";

export const readCompany = (signal?: AbortSignal) => adminApi<CompanyDetails>("/api/admin/company", { signal });

/** Saves every detail at the version read; a stale version answers 409 (useStaleEdit). */
export const saveCompany = (d: CompanyDetails) => adminApi<CompanyDetails>("/api/admin/company", { method: "PUT", body: d });

/** The editor's saved FAQs (null: the built ones) and city pages, to find texts quoting an old offer figure. */
export const readEditorTexts = async () => {
  const [faqs, cities] = await Promise.all([
    adminApi<{ categories: FaqCategory[] | null }>("/api/admin/site-content/faqs"),
    adminApi<{ items: CityPageEdit[] }>("/api/admin/site-content/cities"),
  ]);
  return { faqs: faqs.categories, cities: cities.items };
};
