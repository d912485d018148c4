import { Link, useOutletContext } from "react-router";
import { AdminHeading } from "~/components/admin/admin-ui";
import type { Me } from "~/lib/admin-api";
import { sectionsFor } from "../routes";

export function Component() {
  const me = useOutletContext<Me>();
  return (
    <>
      <AdminHeading title={`Hello, ${me.name}`}>Choose what to work on.</AdminHeading>
      <ul className="grid max-w-3xl gap-3 sm:grid-cols-2">
        {sectionsFor(me.permissions).map((s) => (
          <li key={s.to}>
            <Link to={s.to} className="block rounded-card bg-white p-5 font-semibold text-ink no-underline shadow-soft hover:shadow-lift">
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
