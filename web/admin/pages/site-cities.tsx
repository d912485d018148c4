import { CitiesPage } from "~/features/admin-site-content/cities-page";

export function Component() {
  return <CitiesPage />;
}
