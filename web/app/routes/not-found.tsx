import { NotFoundPage } from "~/components/shell/not-found";
import { notFoundMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => notFoundMeta();

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
