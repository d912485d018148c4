import { Link } from "react-router";
import { AdminHeading, Panel } from "~/components/admin/admin-ui";
import compliance from "~/content/compliance.json";

/** Each duty of the DPDP Act and Rules: what the site does about it and what is still the company's to do. */
export function CompliancePage() {
  return (
    <>
      <AdminHeading title="Data protection">{compliance.intro}</AdminHeading>
      <nav aria-label="Duties" className="mb-6 max-w-4xl">
        <ul className="flex flex-wrap gap-2 text-sm">
          {compliance.duties.map((d) => (
            <li key={d.id}>
              <a href={`#duty-${d.id}`} className="inline-flex min-h-11 items-center rounded-pill bg-white px-3 shadow-soft">
                {d.duty}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex max-w-4xl flex-col gap-4">
        {compliance.duties.map((d) => (
          <div key={d.id} id={`duty-${d.id}`} className="scroll-mt-20">
            <Panel title={d.duty}>
              <p className="text-sm text-ink-muted">{d.law}</p>
              <p className="mt-2">{d.what}</p>
              <div className="mt-4 grid gap-4 md:grid-cols-2">
                <div>
                  <h3 className="text-base font-semibold">What the site does</h3>
                  <ul className="mt-1 list-disc pl-5">
                    {d.site.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ul>
                  {d.links.length > 0 ? (
                    <p className="mt-2 flex flex-wrap gap-x-4">
                      {d.links.map((l) => (
                        // A public page (not the back-office's own router) loads as a page of its own.
                        <Link key={l.to} to={l.to} reloadDocument={!l.to.startsWith("/admin/")} className="font-semibold text-accent underline">
                          {l.label}
                        </Link>
                      ))}
                    </p>
                  ) : null}
                </div>
                <div>
                  <h3 className="text-base font-semibold">Still the company’s to do</h3>
                  <ul className="mt-1 list-disc pl-5">
                    {d.company.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ul>
                </div>
              </div>
            </Panel>
          </div>
        ))}
      </div>
    </>
  );
}
