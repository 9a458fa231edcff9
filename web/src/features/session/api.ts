import { queryOptions } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { root } from "../../lib/keys";

export const sessionsKeys = {
  all: root("sessions"),
  devices: () => [...sessionsKeys.all, "devices"] as const,
};

const fetchSessions = () => call(api.auth.sessions.get());
export type Device = Awaited<ReturnType<typeof fetchSessions>>[number];

export const sessionsQueries = {
  /** Every signed-in device, this one marked. */
  devices: () => queryOptions({ queryKey: sessionsKeys.devices(), queryFn: fetchSessions }),
};
