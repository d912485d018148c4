// The first rows of an uploaded CSV file as the imports show them, in a frame that scrolls sideways on a phone;
// mark(i) is a line under column i's heading (what it is mapped to).
import type { ReactNode } from "react";

export function FilePreview({ header, sample, mark, minWidth }: {
  header: string[];
  sample: string[][];
  mark?: (column: number) => ReactNode;
  minWidth: "min-w-[30rem]" | "min-w-[36rem]";
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus so keyboard users can scroll it (axe scrollable-region-focusable).
    <div role="region" aria-label="Preview of the file" tabIndex={0} className="overflow-x-auto">
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="text-left font-semibold">First rows of the file</caption>
        <thead>
          <tr>
            {header.map((h, i) => (
              <th key={i} scope="col" className="border-b border-line px-2 py-1">
                {h || `Column ${i + 1}`}
                {mark ? <span className="block text-xs font-normal text-accent-ink">{mark(i)}</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sample.map((row, r) => (
            <tr key={r}>
              {header.map((_, i) => (
                <td key={i} className="border-b border-line px-2 py-1 break-all">
                  {row[i] ?? ""}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
