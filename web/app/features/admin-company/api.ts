// The owner's company details: the offer, contact details, social links, claims and review figures (issue 27).
import type { CompanyDetails } from "~/content/company";
import { adminApi } from "~/lib/admin-api";

export const readCompany = (signal?: AbortSignal) => adminApi<CompanyDetails>("/api/admin/company", { signal });

/** Saves every detail at the version read; a stale version answers 409 (useStaleEdit). */
export const saveCompany = (d: CompanyDetails) => adminApi<CompanyDetails>("/api/admin/company", { method: "PUT", body: d });
