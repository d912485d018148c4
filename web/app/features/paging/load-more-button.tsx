import { Button } from "~/components/ui/button";

/** "Load More": reveals the next four; the caller removes it once everything is shown. */
export function LoadMoreButton({ onClick, label = "Load More" }: { onClick: () => void; label?: string }) {
  return (
    <div className="mt-12 flex justify-center">
      <Button variant="secondary" size="lg" onClick={onClick} className="min-w-48">
        {label}
      </Button>
    </div>
  );
}
