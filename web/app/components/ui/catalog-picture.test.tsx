import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CatalogPicture } from "./catalog-picture";

const hash = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

describe("CatalogPicture", () => {
  it("shows an uploaded photo as WebP and JPEG in every width, its placeholder behind it, lazily", () => {
    const { container } = render(
      <CatalogPicture
        image={{ media: hash, alt: "x", width: 1600, height: 1200, placeholder: "#a08060", widths: [480, 960, 1600] }}
        alt="A marble island"
        sizes="100vw"
        width={1200}
        height={900}
      />,
    );
    const source = container.querySelector("picture > source");
    expect(source?.getAttribute("type")).toBe("image/webp");
    expect(source?.getAttribute("srcset")).toBe(`/media/${hash}/480.webp 480w, /media/${hash}/960.webp 960w, /media/${hash}/1600.webp 1600w`);
    expect(source?.getAttribute("sizes")).toBe("100vw");
    const img = screen.getByRole("img", { name: "A marble island" });
    expect(img.getAttribute("src")).toBe(`/media/${hash}/960.jpg`);
    expect(img.getAttribute("srcset")).toContain(`/media/${hash}/1600.jpg 1600w`);
    expect(img.getAttribute("width")).toBe("1600");
    expect(img.getAttribute("height")).toBe("1200");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.style.backgroundColor).toBe("rgb(160, 128, 96)");
  });

  it("fetches the page's first photo at once, at high priority", () => {
    render(<CatalogPicture image={{ media: hash, width: 4, height: 3, widths: [480] }} alt="First" sizes="100vw" width={1200} height={900} priority />);
    const img = screen.getByRole("img", { name: "First" });
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });

  it("keeps a demo illustration a plain image", () => {
    const { container } = render(<CatalogPicture image={{ url: "/art/designs/wardrobe/normal-1.svg" }} alt="A wardrobe" sizes="100vw" width={1200} height={900} />);
    expect(container.querySelector("picture")).toBeNull();
    const img = screen.getByRole("img", { name: "A wardrobe" });
    expect(img.getAttribute("src")).toBe("/art/designs/wardrobe/normal-1.svg");
    expect(img.getAttribute("width")).toBe("1200");
  });
});
