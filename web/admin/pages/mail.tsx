import { useLoaderData, useOutletContext } from "react-router";
import { NoAccess } from "~/components/admin/admin-ui";
import { MailProblemsPage, type MailProblems } from "~/features/admin-mail/mail-problems-page";
import { readUnlessForbidden, type Me } from "~/lib/admin-api";

export async function loader() {
  return { first: await readUnlessForbidden<MailProblems>("/api/admin/outbox/problems") };
}

export function Component() {
  const me = useOutletContext<Me>();
  const { first } = useLoaderData<typeof loader>();
  if (!first || !me.permissions.includes("mail")) return <NoAccess />;
  return <MailProblemsPage first={first} />;
}
