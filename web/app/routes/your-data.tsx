import { TwoColumnPage } from "~/components/ui/two-column-page";
import privacyConfig from "~/content/privacy.json";
import { YourDataForm } from "~/features/your-data/your-data-form";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/your-data";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Your data",
    description: "Ask to see, correct or erase the personal data Nivaas Interiors holds about you, as India's Digital Personal Data Protection Act, 2023 allows.",
    path: "/your-data",
  });

const { clock } = privacyConfig;

export default function YourDataPage() {
  return (
    <TwoColumnPage
      title="Your data"
      intro="Ask to see, correct or erase what we hold about you: your enquiries, messages, bookings and the mails we sent you."
    >
      <section aria-labelledby="how-heading" className="flex flex-col gap-4 text-lg text-ink-muted">
        <h2 id="how-heading" className="text-title text-ink">
          How it works
        </h2>
        <p>Tell us what you would like and the e-mail address or mobile number you gave us.</p>
        <p>
          We mail you a 6-digit code to confirm that the request is yours. If you gave us only a mobile number, our team calls you to
          confirm it instead.
        </p>
        <p>
          Each confirmation covers what we hold under what it confirms: the code, what we hold under that e-mail address; our call,
          what we hold under that mobile number. Give both and we include what your mobile number holds once we have called you on it.
        </p>
        <p>
          We aim to answer within {clock.targetDays} days, and always within {clock.deadlineDays} days. An erasure removes you from
          our enquiries, messages, bookings, mailing list and sent mail; backups age out on their own schedule.
        </p>
        <p>
          See also our <a href="/policy" className="font-semibold text-accent-ink underline underline-offset-4">Privacy Policy</a>.
        </p>
      </section>
      <section aria-labelledby="ask-heading" className="flex flex-col gap-6">
        <h2 id="ask-heading" className="text-title text-ink">
          Make a request
        </h2>
        <YourDataForm />
      </section>
    </TwoColumnPage>
  );
}
