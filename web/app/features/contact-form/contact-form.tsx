import { useRef, useState, type FormEvent } from "react";
import { requestToaster, toastError, toastSuccess } from "~/components/shell/toast";
import { Button } from "~/components/ui/button";
import { ConsentNotice } from "~/components/ui/consent-notice";
import { SelectField } from "~/components/ui/select-field";
import { TextArea } from "~/components/ui/text-area";
import { TextField } from "~/components/ui/text-field";
import { Honeypot } from "~/components/ui/honeypot";
import { EmailField } from "~/components/ui/visitor-fields";
import { companyDetails } from "~/content/company";
import { EMAIL_MESSAGE, isValidEmail, isValidPhone, MESSAGES } from "~/lib/contract";
import { readForm, refuse, textBinder, useTypedBeforeHydration } from "~/lib/form";
import {
  CONTACT_SUBJECTS,
  contactPayload,
  initialContact,
  NOT_SENT_TITLE,
  sendContact,
  SENT_DESCRIPTION,
  SENT_TITLE,
  type ContactValues,
} from "./contact-logic";

/** The "Send us a Message" form; the browser's own checks (required, type=email) apply. */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(initialContact);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, setValues);

  function set<K extends keyof ContactValues>(key: K, value: ContactValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
  }
  const bind = textBinder(values, set);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    const form = e.currentTarget;
    const typed = { ...initialContact, ...readForm(form, initialContact) };
    // The browser's type=email check lets through addresses the mailer cannot use ("ravi..k@gmail.com").
    if (!isValidEmail(typed.email)) return refuse(form, "email", EMAIL_MESSAGE);
    if (typed.phone.trim() && !isValidPhone(typed.phone.trim())) return refuse(form, "phone", MESSAGES.phone);
    setSending(true);
    // The toast code loads while the message is sent, so the answer shows without a wait.
    requestToaster();
    const result = await sendContact(contactPayload(typed, window.location.pathname), companyDetails().infoEmail);
    setSending(false);
    if (result.ok) {
      setValues(initialContact);
      void toastSuccess(SENT_TITLE, { description: SENT_DESCRIPTION });
    } else {
      void toastError(NOT_SENT_TITLE, { description: result.message });
    }
  }

  return (
    // method and action let a browser without JavaScript post it to the server (DESIGN.md); onSubmit prevents that otherwise.
    <form ref={formRef} method="post" action="/forms/contact" onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2" aria-busy={sending}>
      <TextField label="First Name" required autoComplete="given-name" {...bind("firstName")} />
      <TextField label="Last Name" required autoComplete="family-name" {...bind("lastName")} />
      <EmailField value={values.email} onChange={(v) => set("email", v)} />
      <TextField label="Phone" type="tel" inputMode="tel" autoComplete="tel" hint="Optional" {...bind("phone")} />
      <SelectField label="Subject" required placeholder="Select a subject" options={CONTACT_SUBJECTS} {...bind("subject")} className="sm:col-span-2" />
      <TextArea label="Message" required rows={6} {...bind("message")} className="sm:col-span-2" />
      <Honeypot />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          {sending ? "Sending..." : "Send Message"}
        </Button>
      </div>
      <ConsentNotice className="sm:col-span-2" />
    </form>
  );
}
