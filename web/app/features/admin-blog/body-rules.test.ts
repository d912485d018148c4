import { describe, expect, it } from "vitest";
import { linkProblem, youTubeEmbed, youTubeId } from "./body-rules";

describe("linkProblem", () => {
  it.each(["https://example.com/x?y=1", "http://example.in", "mailto:hello@nivaas.example", "/get-free-estimate", ""])("lets %j in", (href) => {
    expect(linkProblem(href)).toBe("");
  });
  it.each(["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,<script>", "vbscript:x", "//evil.example", "/\\evil.example", "ftp://x.example", "https://localhost", "not a link"])(
    "refuses %j",
    (href) => expect(linkProblem(href)).not.toBe(""),
  );
});

describe("youTubeId", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/shorts/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=4", "dQw4w9WgXcQ"],
  ])("reads %j", (link, id) => {
    expect(youTubeId(link)).toBe(id);
    expect(youTubeEmbed(id)).toBe(`https://www.youtube-nocookie.com/embed/${id}`);
  });
  it.each(["https://evil.example/watch?v=dQw4w9WgXcQ", "javascript:alert(1)", "https://youtu.be/<script>", "https://www.youtube.com/watch?v=a\"onload=x", ""])("refuses %j", (link) => {
    expect(youTubeId(link)).toBe("");
  });
});
