import { ArrowLeft, ArrowRight, CircleCheck } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { ConsentNotice } from "~/components/ui/consent-notice";
import { LeadContactFields, WhatsappUpdatesBox } from "~/components/ui/visitor-fields";
import { companyDetails } from "~/content/company";
import { captureLanding, leadAttribution } from "~/lib/attribution";
import { EMAIL_MESSAGE, MOBILE_MESSAGE } from "~/lib/contract";
import { readForm, useTypedBeforeHydration } from "~/lib/form";
import { HomeChoices } from "./choice-group";
import {
  canProceed,
  checkEstimate,
  ESTIMATE_ERROR_ALERT,
  ESTIMATE_THANKS,
  initialEstimate,
  submitEstimate,
  type EstimateValues,
} from "./estimate-logic";

/** The two-step estimate form of /get-free-estimate; a thank-you panel replaces it after success. */
export function EstimateForm() {
  const [values, setValues] = useState<EstimateValues>(initialEstimate);
  const [step, setStep] = useState<1 | 2>(1);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<{ mobile?: string; email?: string }>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => void captureLanding(), []);
  // A choice tapped before hydration lives only in the DOM: adopt it so NEXT reflects what the visitor sees.
  useTypedBeforeHydration(formRef, setValues);
  // Focus follows the visitor to the new step or the thank-you panel, not on first render.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step, done]);

  function set<K extends keyof EstimateValues>(key: K, value: EstimateValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    if (key === "mobile" || key === "email") setErrors((e) => ({ ...e, [key]: undefined }));
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (submitting) return;
    const typed = { ...values, ...readForm(e.currentTarget, values) };
    if (step === 1) {
      if (canProceed(typed)) {
        setValues(typed);
        setStep(2);
      }
      return;
    }
    const check = checkEstimate(typed);
    if (check === "incomplete") return;
    if (check === "mobile" || check === "email") {
      setErrors(check === "mobile" ? { mobile: MOBILE_MESSAGE } : { email: EMAIL_MESSAGE });
      e.currentTarget.querySelector<HTMLInputElement>(`input[name="${check}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    const result = await submitEstimate(typed, leadAttribution(), companyDetails().infoEmail);
    setSubmitting(false);
    if (result.ok) {
      setValues(initialEstimate);
      setStep(1);
      setDone(true);
    } else {
      console.error("Estimate not saved:", result.status, result.message);
      window.alert(ESTIMATE_ERROR_ALERT);
    }
  }

  if (done) {
    return (
      <div className="flex flex-col items-center gap-4 py-6 text-center" data-testid="estimate-thanks">
        <CircleCheck aria-hidden="true" className="size-14 text-success" strokeWidth={1.5} />
        <h2 ref={heading} tabIndex={-1} className="text-title text-ink focus:outline-none">
          Thank you!
        </h2>
        <p className="max-w-md text-lg text-ink-muted">{ESTIMATE_THANKS}</p>
        <p className="max-w-md text-base text-ink-muted">A designer will call you shortly to understand your home and share your estimate.</p>
        <Link to="/design-gallery/Modular-Kitchen-Designs" className="mt-2 font-semibold text-accent-ink underline underline-offset-4">
          Browse designs while you wait
        </Link>
      </div>
    );
  }

  return (
    <form ref={formRef} method="post" action="/forms/estimate" onSubmit={onSubmit} className="flex flex-col gap-7" aria-labelledby="estimate-step-title">
      <div className="flex items-center justify-between gap-4">
        <h2 id="estimate-step-title" ref={heading} tabIndex={-1} className="text-2xl text-ink focus:outline-none">
          {step === 1 ? "Tell us about your home" : "How can we reach you?"}
        </h2>
        <p className="shrink-0 text-sm font-semibold text-ink-muted">Step {step} of 2</p>
      </div>
      <div className="h-1.5 overflow-hidden rounded-pill bg-sand" aria-hidden="true">
        <div className="h-full rounded-pill bg-accent transition-[width] duration-300" style={{ width: step === 1 ? "50%" : "100%" }} />
      </div>

      {step === 1 ? (
        <>
          <HomeChoices values={values} onChange={set} />
          <Button size="lg" disabled={!canProceed(values)} onClick={() => setStep(2)} className="w-full sm:ml-auto sm:w-auto">
            NEXT
            <ArrowRight aria-hidden="true" className="size-5" />
          </Button>
        </>
      ) : (
        <>
          <p className="-mt-3 text-base text-ink-muted">
            {values.propertyType} in {values.location}
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            <LeadContactFields values={values} onChange={set} errors={errors} />
          </div>
          <WhatsappUpdatesBox checked={values.whatsappUpdates} onChange={(v) => set("whatsappUpdates", v)} />
          <Honeypot />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button variant="secondary" size="lg" onClick={() => setStep(1)} disabled={submitting}>
              <ArrowLeft aria-hidden="true" className="size-5" />
              BACK
            </Button>
            <Button type="submit" size="lg" disabled={submitting}>
              {submitting ? "Submitting..." : "GET FREE ESTIMATE"}
            </Button>
          </div>
          {/* After the buttons, so the keyboard reaches GET FREE ESTIMATE first; still inside the form, which posts its language. */}
          <ConsentNotice />
        </>
      )}
    </form>
  );
}
