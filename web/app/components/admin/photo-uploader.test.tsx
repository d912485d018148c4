import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { photoUpload } from "~/lib/media-upload";
import { PhotoUploader } from "./photo-uploader";

const upload = photoUpload("/upload-under-test");

/** A file that reports size bytes without holding them. */
function fileOfSize(name: string, size: number): File {
  const f = new File(["x"], name, { type: "image/jpeg" });
  Object.defineProperty(f, "size", { value: size });
  return f;
}

describe("PhotoUploader", () => {
  afterEach(() => vi.restoreAllMocks());

  it("offers the camera roll's photo types, several at once", () => {
    render(<PhotoUploader upload={upload} onUploaded={() => {}} />);
    const input = screen.getByLabelText("Choose photos");
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("accept", "image/jpeg,image/png,image/webp,image/heic,image/heif");
    expect(input).toHaveAttribute("multiple");
  });

  it("refuses a file over 25 MB in its own row without sending it", () => {
    const open = vi.spyOn(XMLHttpRequest.prototype, "open");
    render(<PhotoUploader upload={upload} onUploaded={() => {}} />);
    fireEvent.change(screen.getByLabelText("Choose photos"), { target: { files: [fileOfSize("huge.jpg", 26 * 1024 * 1024)] } });
    const row = within(screen.getByRole("list", { name: "Uploads" })).getByRole("listitem");
    expect(row).toHaveTextContent("huge.jpg");
    expect(row).toHaveTextContent("26 MB");
    expect(row).toHaveTextContent("This photo is larger than 25 MB. Please send a smaller one.");
    expect(within(row).queryByRole("progressbar")).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });

  it("gives each dropped file a row with a progress bar and sends it", () => {
    const send = vi.spyOn(XMLHttpRequest.prototype, "send").mockImplementation(() => {});
    render(<PhotoUploader upload={upload} onUploaded={() => {}} />);
    const drop = screen.getByText(/JPEG, PNG, WebP or HEIC/).parentElement!;
    fireEvent.drop(drop, { dataTransfer: { files: [fileOfSize("a.jpg", 1000), fileOfSize("b.jpg", 2000)] } });
    const rows = within(screen.getByRole("list", { name: "Uploads" })).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(within(row).getByRole("progressbar")).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
