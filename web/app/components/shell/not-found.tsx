import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Eyebrow } from "~/components/ui/section-heading";

export interface NotFoundPageProps {
  /** The heading, e.g. "Blog not found." for an unknown article. */
  title?: string;
  message?: string;
}

/** The two ways on from a page that could not be shown. */
function WayOut() {
  return (
    <div className="flex flex-wrap gap-3">
      <ButtonLink to="/" variant="secondary" size="lg">
        Back to home
      </ButtonLink>
      <ButtonLink to="/get-free-estimate" size="lg">
        Get Free Estimate
      </ButtonLink>
    </div>
  );
}

/** The page for any address we do not have, shown inside the site's shell. */
export function NotFoundPage({
  title = "Page not found",
  message = "The page you were looking for has moved or never existed. Let us help you find your way home.",
}: NotFoundPageProps) {
  return (
    <Container size="prose" className="section-y flex flex-col items-start gap-6">
      <Eyebrow>Error 404</Eyebrow>
      <h1 className="text-display">{title}</h1>
      <p className="text-lg text-ink-muted">{message}</p>
      <WayOut />
    </Container>
  );
}

/** The page for an unexpected failure while rendering a route. */
export function ErrorPage() {
  return (
    <Container size="prose" className="section-y flex flex-col items-start gap-6">
      <h1 className="text-display">Something went wrong</h1>
      <p className="text-lg text-ink-muted">This page could not be shown. Please try again, or ask us for a free estimate directly.</p>
      <WayOut />
    </Container>
  );
}
