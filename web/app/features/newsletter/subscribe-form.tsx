import { useId, useRef, useState, type FormEvent } from "react";
import { requestToaster, toastError } from "~/components/shell/toast";
import { Button } from "~/components/ui/button";
import { ConsentNotice } from "~/components/ui/consent-notice";
import { controlClass } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { cn } from "~/lib/cn";
import { EMAIL_MESSAGE, isValidEmail } from "~/lib/contract";
import { readForm, refuse, useTypedBeforeHydration } from "~/lib/form";
import { subscribe, SUBSCRIBED_ALERT, SUBSCRIBE_FAILED_TITLE, subscribePayload } from "./subscribe";

export interface SubscribeFormProps {
  /** The page the visitor subscribes from, e.g. "/Guides/Design-Tips". */
  page: string;
  /** Text of the visually hidden label of the e-mail field. */
  label?: string;
  className?: string;
}

/** E-mail field and Subscribe button for the monthly design ideas. */
export function SubscribeForm({ page, label = "Email address", className }: SubscribeFormProps) {
  const id = useId();
  const [values, setValues] = useState({ email: "" });
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, setValues);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const form = e.currentTarget;
    const { email = "", website = "" } = readForm(form, { email: "", website: "" });
    // The browser's type=email check lets through addresses the mailer cannot use ("ravi..k@gmail.com").
    if (!isValidEmail(email)) return refuse(form, "email", EMAIL_MESSAGE);
    setBusy(true);
    // Loads the toast code in parallel with the request, in case the answer is an error.
    requestToaster();
    const result = await subscribe(subscribePayload(email, page, website));
    setBusy(false);
    if (result.ok) {
      window.alert(SUBSCRIBED_ALERT);
      setValues({ email: "" });
    } else {
      void toastError(SUBSCRIBE_FAILED_TITLE, { description: result.message });
    }
  }

  return (
    <form ref={formRef} method="post" action="/forms/subscribe" onSubmit={onSubmit} className={cn("flex w-full max-w-lg flex-col gap-3 sm:flex-row sm:flex-wrap", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="email"
        name="email"
        required
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={values.email}
        onChange={(e) => setValues({ email: e.target.value })}
        className={cn(controlClass, "sm:flex-1")}
      />
      <input type="hidden" name="page" value={page} />
      <Honeypot />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? "Subscribing..." : "Subscribe"}
      </Button>
      <ConsentNotice className="basis-full" />
    </form>
  );
}
