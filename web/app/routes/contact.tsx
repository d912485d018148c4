import { PageHeader } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Contact Us",
    description: "Write to us, call us or visit our office. Send a message and our team will get back to you as soon as possible.",
    path: "/Contactus",
  });

export default function ContactPage() {
  return (
    <PageHeader title={"Contact Us"} intro={"Have a question about your home or our services? Send us a message and we will get back to you soon."} />
  );
}
