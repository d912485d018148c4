import { ButtonLink } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Nivaas Interiors | Home Interior Designers in India",
    description: "Home interiors designed around the way you live: modular kitchens, wardrobes and full homes by 400+ designers, with 25% off and a 25-year warranty on modular interiors above Rs. 5 Lakh.",
    path: "/",
  });

export default function HomePage() {
  return (
    <PageHeader title={"Home interiors, crafted for the way you live"} intro={"400+ designers, 15,000+ homes delivered and a 51 point quality checklist on every project."}>
      <ButtonLink to="/get-free-estimate" size="lg">
        Get Free Estimate
      </ButtonLink>
      <ButtonLink to="/recent-projects" variant="secondary" size="lg">
        See Recent Projects
      </ButtonLink>
    </PageHeader>
  );
}
