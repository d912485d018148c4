import { ImportPage } from "~/features/admin-lead-import/import-page";

export function Component() {
  return <ImportPage />;
}
