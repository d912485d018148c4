// Automatic assignment: the owner's settings, who takes leads where, and each person's own "away".
import type { DayHours } from "~/lib/opening-hours";
import { adminApi } from "~/lib/admin-api";

export interface AssignPerson {
  id: number;
  name: string;
  role: "owner" | "sales";
  away: boolean;
  cities: string[];
}

export interface AssignmentSettings {
  autoAssign: boolean;
  byCity: boolean;
  /** Minutes of opening hours a new lead may wait for its first call, note or status change. */
  responseMinutes: number;
  version: number;
  people: AssignPerson[];
  /** When the response target's clock runs (India time): the experience centres' hours, from the owner's availability. */
  hours: DayHours[];
}

export const readAssignment = (signal?: AbortSignal) =>
  adminApi<AssignmentSettings>("/api/admin/assignment", { signal });

export const saveAssignment = (body: {
  version: number;
  autoAssign: boolean;
  byCity: boolean;
  responseMinutes: number;
}) =>
  adminApi<AssignmentSettings>("/api/admin/assignment", {
    method: "PUT",
    body,
  });

export const savePerson = (
  id: number,
  body: { away: boolean; cities?: string[] },
) =>
  adminApi<AssignmentSettings>(`/api/admin/assignment/people/${id}`, {
    method: "PUT",
    body,
  });
