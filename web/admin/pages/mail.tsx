import { useLoaderData, useOutletContext } from "react-router";
import { NoAccess } from "~/components/admin/admin-ui";
import { MailProblemsPage, type MailProblems } from "~/features/admin-mail/mail-problems-page";
import { adminApi, AdminApiError, type Me } from "~/lib/admin-api";

export async function loader() {
  try {
    return { first: await adminApi<MailProblems>("/api/admin/outbox/problems") };
  } catch (err) {
    if (err instanceof AdminApiError && err.status === 403) return { first: null };
    throw err;
  }
}

export function Component() {
  const me = useOutletContext<Me>();
  const { first } = useLoaderData<typeof loader>();
  if (!first || !me.permissions.includes("mail")) return <NoAccess />;
  return <MailProblemsPage first={first} />;
}
