import { ReviewsPage } from "~/features/admin-site-content/reviews-page";

export function Component() {
  return <ReviewsPage />;
}
