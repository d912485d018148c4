import { NOTICE_LANGUAGES } from "~/lib/consent";

/** What staff confirm when booking for a caller: the notice they read aloud, and in which language (issue 28). */
export interface NoticeReadingValue {
  noticeRead: boolean;
  noticeLanguage: string;
}

/** The short notice to read to the caller, in the language chosen, and the box staff tick once they have read it. */
export function NoticeReading({ value, onChange, error }: { value: NoticeReadingValue; onChange: (v: NoticeReadingValue) => void; error: string }) {
  const language = NOTICE_LANGUAGES.find((l) => l.code === value.noticeLanguage) ?? NOTICE_LANGUAGES[0]!;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-card bg-white p-3 ring-1 ring-inset ring-line sm:p-4">
      <legend className="px-1 text-sm font-semibold">Read this privacy notice to the caller</legend>
      <div role="radiogroup" aria-label="Language you read it in" className="flex flex-wrap gap-x-4 gap-y-1">
        {NOTICE_LANGUAGES.map((l) => (
          <label key={l.code} lang={l.code} className="flex min-h-11 items-center gap-2 text-base">
            <input type="radio" name="notice-language" className="size-5" checked={l.code === language.code} onChange={() => onChange({ ...value, noticeLanguage: l.code })} />
            {l.name}
          </label>
        ))}
      </div>
      <p lang={language.code} className="text-base leading-relaxed">
        {language.spokenNotice}
      </p>
      <label lang={language.code} className="flex min-h-11 items-start gap-3 text-base font-semibold">
        <input
          type="checkbox"
          required
          className="mt-0.5 size-6 shrink-0"
          checked={value.noticeRead}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "notice-reading-error" : undefined}
          onChange={(e) => onChange({ ...value, noticeRead: e.target.checked })}
        />
        {language.staffConfirmation}
      </label>
      {error ? (
        <p id="notice-reading-error" className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
