import { companyDetails, live } from "~/content/company";
import { cn } from "~/lib/cn";
import { NOTICE_LANGUAGES, setNoticeLanguage, useNoticeLanguage } from "~/lib/consent";

// Without JavaScript the radios still switch the text (CSS :has) and post the choice with the form.
const switchCss = NOTICE_LANGUAGES.map(
  (l) => `[data-notice]:has(input[value="${l.code}"]:checked) [data-notice-text]:not([lang="${l.code}"]){display:none}`,
).join("");

/**
 * The short privacy notice beside a visitor form: what is kept, why, how to withdraw and complain, and the
 * grievance contact, in the visitor's language. It sits inside the form, so the language chosen posts with it
 * without JavaScript (the server records the current notice, which this page was built with).
 */
export function ConsentNotice({ className }: { className?: string }) {
  const language = useNoticeLanguage();
  const grievance = companyDetails().grievanceOfficer;
  return (
    <section data-notice aria-label="Privacy notice" className={cn("rounded-2xl bg-limewash p-4 text-sm leading-6 text-ink-muted", className)}>
      <style>{switchCss}</style>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <fieldset className="flex gap-1">
          <legend className="sr-only">Notice language</legend>
          {NOTICE_LANGUAGES.map((l) => (
            <label key={l.code} lang={l.code} className="flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full px-3 font-semibold text-ink has-[:checked]:bg-white">
              <input
                type="radio"
                name="noticeLanguage"
                value={l.code}
                checked={language === l.code}
                // One tab stop for the group, as the browser gives radios; arrows still move between them.
                tabIndex={language === l.code ? undefined : -1}
                onChange={() => setNoticeLanguage(l.code)}
                className="size-4 accent-accent"
              />
              {l.name}
            </label>
          ))}
        </fieldset>
      </div>
      {NOTICE_LANGUAGES.map((l) => (
        <div key={l.code} lang={l.code} data-notice-text className="mt-1 space-y-2">
          <p className="font-semibold text-ink">{l.heading}</p>
          {l.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <p>
            {l.grievanceLabel} <span {...live("grievanceOfficer")}>{grievance}</span>
          </p>
        </div>
      ))}
    </section>
  );
}
