import { afterEach, describe, expect, it, vi } from "vitest";
import { adminApi, AdminApiError, formatWhen, safeNext, signInPath } from "./admin-api";

describe("safeNext", () => {
  it.each([
    ["/admin/accounts", "/admin/accounts"],
    ["/admin", "/admin"],
    ["/admin?x=1", "/admin?x=1"],
    [null, "/admin"],
    ["", "/admin"],
    ["//evil.example/admin", "/admin"],
    ["https://evil.example/admin", "/admin"],
    ["/\\evil.example", "/admin"],
    ["/admin\\..\\..\\evil", "/admin"],
    ["/administrator", "/admin"],
    ["/Aboutus", "/admin"],
    ["javascript:alert(1)", "/admin"],
    ["/admin/sign-in?next=/admin", "/admin"],
  ])("%s goes to %s", (next, want) => {
    expect(safeNext(next)).toBe(want);
  });
});

describe("signInPath", () => {
  it("says why and where to come back", () => {
    expect(signInPath("/admin/audit", true)).toBe("/admin/sign-in?ended=1&next=%2Fadmin%2Faudit");
    expect(signInPath("/admin", false)).toBe("/admin/sign-in");
  });
});

describe("formatWhen", () => {
  it("shows India time and Never for no time", () => {
    expect(formatWhen("2026-11-23T10:20:00Z")).toMatch(/23 Nov 2026.*3:50\s?pm/i);
    expect(formatWhen(null)).toBe("Never");
    expect(formatWhen("not a date")).toBe("—");
  });
});

describe("adminApi", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends JSON and reads the server's sentence and fields from a refusal", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ error: "Please fill in the name.", fields: { name: "This field is required." } }), { status: 400 }));
    vi.stubGlobal("fetch", fetchMock);
    const err = await adminApi("/api/admin/accounts", { body: { name: "" } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AdminApiError);
    expect((err as AdminApiError).status).toBe(400);
    expect((err as AdminApiError).message).toBe("Please fill in the name.");
    expect((err as AdminApiError).fields).toEqual({ name: "This field is required." });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    expect(init.body).toBe('{"name":""}');
  });

  it("gives a readable sentence when the server is unreachable or answers garbage", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(adminApi("/api/admin/me")).rejects.toThrow("We could not reach the server.");
    vi.stubGlobal("fetch", vi.fn(async () => new Response("<html>502</html>", { status: 502 })));
    await expect(adminApi("/api/admin/me")).rejects.toThrow("Something went wrong on our side.");
    vi.stubGlobal("fetch", vi.fn(async () => new Response(null, { status: 204 })));
    await expect(adminApi("/api/admin/sign-out", { method: "POST" })).resolves.toBeUndefined();
  });
});
