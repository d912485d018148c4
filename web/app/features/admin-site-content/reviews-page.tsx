import { ArrowDown, ArrowUp, Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { AdminHeading, LoadedEditor, SaveBar, StaleNotice } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { TextArea } from "~/components/ui/text-area";
import { TextField } from "~/components/ui/text-field";
import { siteContentConfig } from "~/content/site-content";
import { useAdminQuery, useVersionedSave } from "~/lib/admin-api";
import {
  readReviews,
  saveReviews,
  uploadReviewPhoto,
  type AdminReview,
  type ReviewList,
} from "./api";
import { moved } from "./list-moves";

const limits = siteContentConfig.limits;
const ratings = ["5", "4", "3", "2", "1"].map((r) => ({
  value: r,
  label: `${r} star${r === "1" ? "" : "s"}`,
}));

/** The editor's reviews: the home page and /reviews show the visible ones in this order within a few seconds. */
export function ReviewsPage() {
  const reviews = useAdminQuery("site-reviews", readReviews);
  return (
    <>
      <AdminHeading title="Reviews">
        What customers say, in the order the home page and the reviews page show
        them. Hidden reviews stay here but leave the site.
      </AdminHeading>
      <LoadedEditor query={reviews} loading="Loading the reviews…" editor={ReviewsEditor} />
    </>
  );
}

function ReviewsEditor({
  first,
  onStale,
}: {
  first: ReviewList;
  onStale: () => void;
}) {
  const [draft, setDraft] = useState(first);
  const [open, setOpen] = useState<number | null>(null);
  const { save, saved, stale, reloadWith, submit } = useVersionedSave();
  const items = draft.items;
  const setItems = (next: AdminReview[]) =>
    setDraft((d) => ({ ...d, items: next }));
  const change = (i: number, c: Partial<AdminReview>) =>
    setItems(items.map((x, k) => (k === i ? { ...x, ...c } : x)));

  function add() {
    const blank: AdminReview = {
      id: 0,
      text: "",
      rating: 5,
      project: "",
      customer: { name: "", location: "", image: siteContentConfig.defaultReviewImage },
    };
    setItems([blank, ...items]);
    setOpen(0);
  }

  return (
    <form
      onSubmit={submit(() => saveReviews(draft), setDraft, siteContentConfig.messages.savedReviews)}
      className="flex max-w-3xl flex-col gap-4"
      noValidate
    >
      <StaleNotice message={stale} onReload={reloadWith(onStale)} />
      <Button
        variant="secondary"
        onClick={add}
        className="self-start"
        disabled={items.length >= limits.reviews}
      >
        Add a review
      </Button>
      <ol className="flex flex-col gap-3">
        {items.map((r, i) => (
          <li
            key={`${r.id}-${i}`}
            className="rounded-card bg-white p-4 shadow-soft ring-1 ring-line/70"
          >
            <div className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                onClick={() => setOpen(open === i ? null : i)}
                aria-expanded={open === i}
                className="min-h-11 w-full text-left font-semibold sm:w-auto sm:flex-1"
              >
                {r.customer.name || "New review"}
                <span className="block text-sm font-normal text-ink-muted">
                  {r.rating} stars · {r.customer.location || "city"}
                  {r.hidden ? " · hidden" : ""}
                </span>
              </button>
              {/* On a phone the name has its own line and the three buttons a row of their own, not wrapped one by one. */}
              <div className="ms-auto flex shrink-0 gap-1">
                <Button
                  variant="ghost"
                  aria-label={`${r.hidden ? "Show" : "Hide"} ${r.customer.name || "this review"}`}
                  onClick={() => change(i, { hidden: !r.hidden })}
                >
                  {r.hidden ? (
                    <EyeOff aria-hidden="true" className="size-5" />
                  ) : (
                    <Eye aria-hidden="true" className="size-5" />
                  )}
                  {r.hidden ? "Show" : "Hide"}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Move ${r.customer.name || "this review"} up`}
                  disabled={i === 0}
                  onClick={() => setItems(moved(items, i, -1))}
                >
                  <ArrowUp aria-hidden="true" className="size-5" />
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Move ${r.customer.name || "this review"} down`}
                  disabled={i === items.length - 1}
                  onClick={() => setItems(moved(items, i, 1))}
                >
                  <ArrowDown aria-hidden="true" className="size-5" />
                </Button>
              </div>
            </div>
            {open === i ? (
              <ReviewFields
                review={r}
                index={i}
                onChange={(c) => change(i, c)}
                onRemove={() => setItems(items.filter((_, k) => k !== i))}
                err={(f) => save.fields[`items.${i}.${f}`]}
              />
            ) : null}
          </li>
        ))}
      </ol>
      <SaveBar save={save} saved={saved} sticky>
        Save reviews
      </SaveBar>
    </form>
  );
}

function ReviewFields({
  review: r,
  onChange,
  onRemove,
  err,
}: {
  review: AdminReview;
  index: number;
  onChange: (c: Partial<AdminReview>) => void;
  onRemove: () => void;
  err: (field: string) => string | undefined;
}) {
  const [upload, setUpload] = useState("");
  const customer = (c: Partial<AdminReview["customer"]>) =>
    onChange({ customer: { ...r.customer, ...c } });

  async function onPhoto(file: File | undefined) {
    if (!file) return;
    setUpload("Uploading…");
    try {
      customer({ image: await uploadReviewPhoto(file) });
      setUpload("Photo uploaded.");
    } catch (e) {
      setUpload(
        e instanceof Error ? e.message : "The photo could not be uploaded.",
      );
    }
  }

  return (
    <div className="mt-4 flex flex-col gap-4">
      <TextArea
        label="Review"
        rows={5}
        value={r.text}
        maxLength={limits.reviewText}
        onChange={(e) => onChange({ text: e.target.value })}
        error={err("text")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Customer name"
          value={r.customer.name}
          maxLength={limits.customerName}
          onChange={(e) => customer({ name: e.target.value })}
          error={err("customer.name")}
        />
        <TextField
          label="City"
          value={r.customer.location}
          maxLength={limits.reviewCity}
          onChange={(e) => customer({ location: e.target.value })}
          error={err("customer.location")}
        />
        <TextField
          label="Home"
          hint="Such as 3 BHK, Whitefield."
          value={r.project}
          maxLength={limits.reviewProject}
          onChange={(e) => onChange({ project: e.target.value })}
          error={err("project")}
        />
        <SelectField
          label="Rating"
          options={ratings}
          value={String(r.rating)}
          onChange={(e) => onChange({ rating: Number(e.target.value) })}
          error={err("rating")}
        />
      </div>
      <div className="flex items-center gap-4">
        <img
          src={r.customer.image}
          alt=""
          width={56}
          height={56}
          className="size-14 rounded-full bg-sand object-cover"
        />
        <label className="flex flex-col text-sm font-semibold">
          Photo
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => void onPhoto(e.target.files?.[0])}
            className="mt-1 text-sm font-normal"
          />
        </label>
      </div>
      {upload || err("customer.image") ? (
        <p className="text-sm text-ink-muted">
          {err("customer.image") ?? upload}
        </p>
      ) : null}
      <Button
        variant="ghost"
        onClick={onRemove}
        className="self-start text-clay-ink"
      >
        Remove this review
      </Button>
    </div>
  );
}
