import { useState } from "react";
import { AdminHeading, LoadedEditor, SaveBar, StaleNotice } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { faqCategories, type Faq, type FaqCategory } from "~/content/faqs";
import { siteContentConfig } from "~/content/site-content";
import { useAdminQuery, useVersionedSave } from "~/lib/admin-api";
import { readFaqs, saveFaqs, type FaqList } from "./api";
import { FaqTopic } from "./faq-topic";
import { moved } from "./list-moves";

/** The FAQs of /faqs, by topic, in order: a saved change shows there (and in its search data) within a few seconds. */
export function FaqsPage() {
  const faqs = useAdminQuery("site-faqs", readFaqs);
  return (
    <>
      <AdminHeading title="FAQs">
        The questions and answers of the FAQ page, by topic, in the order the page shows them. Add, rename and order the topics, and move a
        question to another topic.
      </AdminHeading>
      <LoadedEditor query={faqs} loading="Loading the FAQs…" editor={FaqsEditor} />
    </>
  );
}

function FaqsEditor({ first, onStale }: { first: FaqList; onStale: () => void }) {
  const [categories, setCategories] = useState<FaqCategory[]>(first.categories ?? faqCategories.map((c) => ({ ...c, faqs: [...c.faqs] })));
  const [version, setVersion] = useState(first.version);
  const { save, saved, stale, reloadWith, submit } = useVersionedSave();
  const setTopic = (ci: number, c: Partial<FaqCategory>) => setCategories((cs) => cs.map((x, k) => (k === ci ? { ...x, ...c } : x)));
  /** Moves question qi of topic from to the end of topic to. */
  const moveQuestion = (from: number, qi: number, to: number) =>
    setCategories((cs) => {
      const q: Faq = cs[from].faqs[qi];
      return cs.map((x, k) => (k === from ? { ...x, faqs: x.faqs.filter((_, j) => j !== qi) } : k === to ? { ...x, faqs: [...x.faqs, q] } : x));
    });

  const onSubmit = submit(
    () => saveFaqs({ categories, version }),
    (next) => {
      if (next.categories) setCategories(next.categories);
      setVersion(next.version);
    },
    siteContentConfig.messages.savedFaqs,
  );

  const titles = categories.map((c, i) => c.title.trim() || `Topic ${i + 1}`);
  return (
    <form onSubmit={onSubmit} className="flex max-w-3xl flex-col gap-6" noValidate>
      <StaleNotice message={stale} onReload={reloadWith(onStale)} />
      {categories.map((c, ci) => (
        <FaqTopic
          // Topics have no id until saved; the position is their identity while editing.
          key={ci}
          topic={c}
          index={ci}
          titles={titles}
          fields={save.fields}
          onChange={(x) => setTopic(ci, x)}
          onMoveTopic={(step) => setCategories((cs) => moved(cs, ci, step))}
          onRemoveTopic={() => setCategories((cs) => cs.filter((_, k) => k !== ci))}
          onMoveQuestion={(qi, to) => moveQuestion(ci, qi, to)}
        />
      ))}
      {categories.length < siteContentConfig.limits.faqTopics ? (
        <Button variant="secondary" className="self-start" onClick={() => setCategories((cs) => [...cs, { id: "", title: "", faqs: [{ question: "", answer: "" }] }])}>
          Add a topic
        </Button>
      ) : null}
      <SaveBar save={save} saved={saved} sticky>
        Save FAQs
      </SaveBar>
    </form>
  );
}
