// The owners' settings: the CRM webhook, and the release answering.
import { adminApi } from "~/lib/admin-api";

export interface WebhookSettings {
  url: string;
  enabled: boolean;
  secret: string;
  version: number;
  updatedAt: string | null;
}

export interface WebhookTest {
  status: number;
  ok: boolean;
  error: string;
}

export const readWebhook = (signal?: AbortSignal) => adminApi<WebhookSettings>("/api/admin/settings/webhook", { signal });

export const readVersion = (signal?: AbortSignal) => adminApi<{ version: string }>("/api/admin/version", { signal });

export const saveWebhook = (body: { url: string; enabled: boolean; version: number }) =>
  adminApi<WebhookSettings>("/api/admin/settings/webhook", { method: "PUT", body });

export const newWebhookSecret = (version: number) => adminApi<WebhookSettings>("/api/admin/settings/webhook/secret", { body: { version } });

export const testWebhook = () => adminApi<WebhookTest>("/api/admin/settings/webhook/test", { body: {} });
