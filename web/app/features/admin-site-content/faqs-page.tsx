import { ArrowDown, ArrowUp } from "lucide-react";
import { useState, type FormEvent } from "react";
import { AdminHeading, FormError, Loaded, Notice, Panel, StaleNotice } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { TextArea } from "~/components/ui/text-area";
import { TextField } from "~/components/ui/text-field";
import { faqCategories, type Faq, type FaqCategory } from "~/content/faqs";
import { siteContentConfig } from "~/content/site-content";
import { useAdminQuery, useAdminSubmit, useStaleEdit } from "~/lib/admin-api";
import { readFaqs, saveFaqs, type FaqList } from "./api";
import { moved } from "./list-moves";

const limits = siteContentConfig.limits;

/** The FAQs of /faqs, by topic, in order: a saved change shows there (and in its search data) within a few seconds. */
export function FaqsPage() {
  const faqs = useAdminQuery("site-faqs", readFaqs);
  return (
    <>
      <AdminHeading title="FAQs">The questions and answers of the FAQ page, by topic, in the order the page shows them.</AdminHeading>
      <Loaded query={faqs} loading="Loading the FAQs…">
        {(first) => <FaqsEditor key={first.version} first={first} onStale={() => void faqs.reload()} />}
      </Loaded>
    </>
  );
}

function FaqsEditor({ first, onStale }: { first: FaqList; onStale: () => void }) {
  const [categories, setCategories] = useState<FaqCategory[]>(first.categories ?? faqCategories.map((c) => ({ ...c, faqs: [...c.faqs] })));
  const [version, setVersion] = useState(first.version);
  const [saved, setSaved] = useState("");
  const { stale, guard, reloadWith } = useStaleEdit();
  const save = useAdminSubmit();
  const setFaqs = (ci: number, faqs: Faq[]) => setCategories((cs) => cs.map((c, k) => (k === ci ? { ...c, faqs } : c)));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved("");
    await save.run(async () => {
      const next = await guard(() => saveFaqs({ categories, version }));
      if (next.categories) setCategories(next.categories);
      setVersion(next.version);
      setSaved(siteContentConfig.messages.savedFaqs);
    });
  }

  return (
    <form onSubmit={onSubmit} className="flex max-w-3xl flex-col gap-6" noValidate>
      <StaleNotice message={stale} onReload={reloadWith(onStale)} />
      {categories.map((c, ci) => (
        <Panel key={c.id} title={c.title}>
          <ol className="flex flex-col gap-3">
            {c.faqs.map((q, qi) => {
              const err = (f: string) => save.fields[`categories.${ci}.faqs.${qi}.${f}`];
              const label = `question ${qi + 1} of ${c.title}`;
              return (
                <li key={qi} className="flex flex-col gap-3 border-b border-line/60 pb-4">
                  <TextField label={`Question ${qi + 1}`} value={q.question} maxLength={limits.question} onChange={(e) => setFaqs(ci, c.faqs.map((x, k) => (k === qi ? { ...x, question: e.target.value } : x)))} error={err("question")} />
                  <TextArea label={`Answer ${qi + 1}`} rows={3} value={q.answer} maxLength={limits.answer} onChange={(e) => setFaqs(ci, c.faqs.map((x, k) => (k === qi ? { ...x, answer: e.target.value } : x)))} error={err("answer")} />
                  <div className="flex gap-2">
                    <Button variant="ghost" aria-label={`Move ${label} up`} disabled={qi === 0} onClick={() => setFaqs(ci, moved(c.faqs, qi, -1))}>
                      <ArrowUp aria-hidden="true" className="size-5" />
                    </Button>
                    <Button variant="ghost" aria-label={`Move ${label} down`} disabled={qi === c.faqs.length - 1} onClick={() => setFaqs(ci, moved(c.faqs, qi, 1))}>
                      <ArrowDown aria-hidden="true" className="size-5" />
                    </Button>
                    <Button variant="ghost" className="text-clay-ink" onClick={() => setFaqs(ci, c.faqs.filter((_, k) => k !== qi))}>
                      Remove
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
          <Button variant="secondary" className="mt-4" onClick={() => setFaqs(ci, [...c.faqs, { question: "", answer: "" }])}>
            Add a question to {c.title}
          </Button>
        </Panel>
      ))}
      <FormError message={save.error} />
      <Notice message={saved} />
      <Button type="submit" disabled={save.busy} className="sticky bottom-4 self-start">
        Save FAQs
      </Button>
    </form>
  );
}
