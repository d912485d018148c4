import { Container } from "~/components/ui/container";
import { ManageAppointment } from "~/features/appointment-booking/manage-appointment";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/appointment";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: "Your Consultation", description: "See, move or cancel your free design consultation.", path: "/appointment" }),
  { name: "robots", content: "noindex" },
];

export default function AppointmentPage() {
  return (
    <div className="bg-limewash">
      <Container className="py-10 sm:py-14 lg:py-20">
        <div className="mx-auto max-w-2xl rounded-[1.75rem] bg-white p-6 shadow-lift sm:p-10">
          <ManageAppointment />
        </div>
      </Container>
    </div>
  );
}
