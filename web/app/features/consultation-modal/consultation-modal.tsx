import { X } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { requestToaster, toastError, toastSuccess } from "~/components/shell/toast";
import { Button } from "~/components/ui/button";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { SelectField } from "~/components/ui/select-field";
import { Honeypot } from "~/components/ui/honeypot";
import { ConsentNotice } from "~/components/ui/consent-notice";
import { LeadContactFields, WhatsappUpdatesBox } from "~/components/ui/visitor-fields";
import { companyDetails } from "~/content/company";
import { leadAttribution } from "~/lib/attribution";
import { LOCATIONS, PROPERTY_TYPES } from "~/lib/contract";
import { readForm, textBinder } from "~/lib/form";
import {
  FAILURE_MESSAGE,
  initialConsultation,
  MAIL_FAILED_MESSAGE,
  submitConsultation,
  SUCCESS_MESSAGE,
  validateConsultation,
  type ConsultationProblems,
  type ConsultationValues,
} from "./consultation-logic";
import { takeOpener } from "./consultation-store";

export interface ConsultationModalProps {
  open: boolean;
  /** Called with false when the visitor closes the modal (backdrop, X, Escape) or after a finished attempt. */
  onOpenChange: (open: boolean) => void;
}

const noProblems: ConsultationProblems = { message: null, fields: {} };

/** The consultation request form in a native modal dialog; loaded only when first opened. */
export default function ConsultationModal({ open, onOpenChange }: ConsultationModalProps) {
  const [values, setValues] = useState<ConsultationValues>(initialConsultation);
  const [problems, setProblems] = useState<ConsultationProblems>(noProblems);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  function set<K extends keyof ConsultationValues>(key: K, value: ConsultationValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in problems.fields) setProblems((p) => ({ ...p, fields: { ...p.fields, [key]: undefined } }));
  }
  const bind = textBinder(values, set);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (submitting) return;
    const typed = { ...values, ...readForm(e.currentTarget, values) };
    const found = validateConsultation(typed);
    setProblems(found);
    if (found.message) {
      const firstBad = (["propertyType", "name", "mobile", "email"] as const).find((f) => found.fields[f]);
      if (firstBad) formRef.current?.querySelector<HTMLElement>(`[name="${firstBad}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    // Every outcome ends in a toast: its code loads while the lead is saved.
    requestToaster();
    const result = await submitConsultation(typed, leadAttribution(), companyDetails().infoEmail);
    setSubmitting(false);
    if (!result.ok) {
      void toastError(FAILURE_MESSAGE);
      return;
    }
    if (result.data.mailSent) void toastSuccess(SUCCESS_MESSAGE);
    else void toastError(MAIL_FAILED_MESSAGE);
    setValues(initialConsultation());
    setProblems(noProblems);
    onOpenChange(false);
  }

  if (!open) return null;
  return (
    <ModalDialog
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onDismiss={() => onOpenChange(false)}
      initialFocus={(dialog) => dialog.querySelector<HTMLElement>("select, input")}
      returnFocus={takeOpener}
      // The box has no padding: a click on it is on content, a click outside it is on the backdrop.
      // The backdrop colour is ink/55 written out: older Safari and Chrome give ::backdrop no :root variables.
      className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[92dvh] w-full max-w-none overflow-y-auto rounded-t-[1.5rem] bg-ivory p-0 text-ink shadow-lift outline-none animate-[fade-in_220ms_var(--ease-out-soft)] backdrop:bg-[#24211e8c] backdrop:backdrop-blur-[2px] backdrop:animate-[fade-in_200ms_ease-out] sm:inset-0 sm:m-auto sm:h-fit sm:w-[min(92vw,40rem)] sm:rounded-card"
    >
      <div className="bg-limewash px-6 pt-7 pb-6 sm:px-9 sm:pt-9">
        <p className="text-sm font-semibold tracking-[0.14em] text-accent-ink uppercase">Free, no obligation</p>
        <h2 id={titleId} className="mt-2 pr-10 font-display text-[1.75rem] leading-tight text-ink">
          Book A Free Consultation
        </h2>
        <p id={descriptionId} className="mt-2 text-base text-ink-muted">
          Tell us a little about your home and a designer will call you to plan your interiors.
        </p>
      </div>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5 px-6 pt-6 pb-7 sm:grid-cols-2 sm:px-9 sm:pb-9">
        <SelectField
          label="Property type"
          required
          placeholder="Select property type"
          options={PROPERTY_TYPES}
          {...bind("propertyType")}
          error={problems.fields.propertyType}
        />
        <SelectField label="Location" placeholder="Select your city" options={LOCATIONS} {...bind("location")} />
        <LeadContactFields values={values} onChange={set} errors={problems.fields} />
        <WhatsappUpdatesBox checked={values.whatsappUpdates} onChange={(v) => set("whatsappUpdates", v)} className="sm:col-span-2" />
        <Honeypot />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <p role="alert" className="min-h-6 text-sm font-semibold text-danger">
            {problems.message}
          </p>
          <Button type="submit" size="lg" disabled={submitting} className="w-full">
            {submitting ? "Submitting..." : "Submit"}
          </Button>
        </div>
        {/* After Submit, so the keyboard reaches it first; inside the form, which posts the language. */}
        <ConsentNotice className="sm:col-span-2" />
      </form>
      <button
        type="button"
        aria-label="Close"
        onClick={() => onOpenChange(false)}
        className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-sand/60 hover:text-ink sm:top-5 sm:right-5"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </ModalDialog>
  );
}
