import { useParams } from "react-router";
import { IncidentPage } from "~/features/admin-privacy-records/incident-page";

export function Component() {
  const { id = "" } = useParams();
  return <IncidentPage key={id} id={id} />;
}
